import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs, ButtonLink, BatchResults, type BatchResult } from '@hds/ui';
import { OPERATION_LABELS } from '@hds/api-client';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { BatchRun } from './BatchRun.tsx';
import { useBatchRun } from './useBatchRun.ts';
import * as styles from './recipes.css.ts';

/** `/app/batches/{id}`: one batch's progress and its results side by side, to compare. */
export const BatchPage = sessionPage('Batch', BatchScreen);

function BatchScreen() {
  const { batchId = '' } = useParams();
  const run = useBatchRun();
  const { send } = run;
  useEffect(() => {
    send({ type: 'RESET' });
    send({ type: 'WATCH', batchId });
  }, [batchId, send]);
  const batch = run.batch;
  // Until the first read answers, the machine knows only the batch's id (no operations yet).
  const look = batch?.operations?.map((o) => OPERATION_LABELS[o]).join(', then ') || 'Batch';
  const results: BatchResult[] = (batch?.items ?? []).map((i) => {
    const src = (v: typeof i.source_version) =>
      v ? (v.preview_url ?? v.storage_url ?? v.thumbnail_url ?? '') : '';
    return {
      id: i.image,
      name: i.name || i.image,
      status: i.status,
      error_message: i.error_message,
      before: { src: src(i.source_version) },
      after: i.status === 'succeeded' && i.result_version ? { src: src(i.result_version) } : null,
    };
  });
  const resultOf = new Map(batch?.items.map((i) => [i.image, i.result_version?.id]) ?? []);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Recipes', href: '/app/recipes' }, { label: 'Batch' }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{`${look} on ${batch?.items.length ?? ''} images`}</h1>
        <p className={styles.lead}>
          Every image had the same settings and seed. Drag a divider to compare before and after;
          open one in the Playground to keep editing.
        </p>
      </header>
      <BatchRun run={run} title="Progress" />
      {results.length ? (
        <section className={styles.section} aria-labelledby="results-heading">
          <h2 id="results-heading" className={styles.sectionTitle}>
            Results
          </h2>
          <BatchResults
            results={results}
            afterLabel={look}
            renderAction={(r) =>
              r.after ? (
                <ButtonLink
                  variant="quiet"
                  size="sm"
                  href={`/app/playground?imageId=${encodeURIComponent(r.id)}&versionId=${encodeURIComponent(resultOf.get(r.id) ?? '')}`}
                  aria-label={`Open ${r.name} in the Playground`}
                >
                  Open
                </ButtonLink>
              ) : null
            }
          />
        </section>
      ) : null}
    </div>
  );
}
