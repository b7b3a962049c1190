import type { ReactNode } from 'react';
import { BatchProgress, type BatchProgressPhase } from '@hds/ui';
import type { useBatchRun } from './useBatchRun.ts';

/** The BatchProgress of a running (or ended) batch, with Cancel wired to the machine. */
export function BatchRun({
  run,
  title,
  headingLevel,
  actions,
}: {
  run: ReturnType<typeof useBatchRun>;
  title: string;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const { view, items, send } = run;
  const phase: BatchProgressPhase = view.phase === 'idle' ? 'starting' : view.phase;
  return (
    <BatchProgress
      title={title}
      items={items}
      phase={phase}
      error={view.error}
      canCancel={view.canCancel}
      onCancel={() => send({ type: 'CANCEL' })}
      headingLevel={headingLevel}
      actions={actions}
    />
  );
}
