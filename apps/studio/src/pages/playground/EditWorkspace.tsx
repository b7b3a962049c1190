import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditOperation, OperationArgs, Version } from '@hds/api-client';
import {
  Badge,
  Breadcrumbs,
  Button,
  ComparisonView,
  EditControls,
  EmptyState,
  Skeleton,
  Spinner,
  VersionHistory,
  toast,
} from '@hds/ui';
import { editsApi, homeDesignApi, homeDesignQueries } from '../../api.ts';
import { useEditJob } from './useEditJob.ts';
import * as styles from './playground.css.ts';

export const playgroundMessages = {
  loadFailed: 'Failed to load image',
  applyFailed: 'Failed to apply edit',
  editFailed: 'Edit failed',
  primarySet: 'Version set as primary',
  primaryFailed: 'Failed to set primary version',
  boardSoon: 'Board selection is coming soon',
  shareSoon: 'Share functionality coming soon',
} as const;

const fail = (description: string) =>
  toast({ title: 'Error', description, variant: 'destructive' });

/** The playground with an image: the current version, its history, comparison, and the edits. */
export function EditWorkspace({
  imageId,
  versionId,
}: {
  imageId: string;
  versionId: string | null;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const image = useQuery(homeDesignQueries.images.detail(imageId));
  const capabilities = useQuery({
    queryKey: ['capabilities'],
    queryFn: () => editsApi.capabilities(),
    staleTime: 5 * 60_000,
  });
  const [processing, setProcessing] = useState<EditOperation | null>(null);
  const [compare, setCompare] = useState<[Version, Version] | null>(null);

  const select = (id: string | null) =>
    void navigate(
      `/app/playground?imageId=${encodeURIComponent(imageId)}` +
        (id ? `&versionId=${encodeURIComponent(id)}` : ''),
      { replace: true },
    );
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: homeDesignQueries.images.all() }),
      client.invalidateQueries({ queryKey: homeDesignQueries.projects.all() }),
    ]);

  const job = useEditJob({
    onCompleted: (resultVersion) => {
      setProcessing(null);
      void refresh().then(() => resultVersion && select(resultVersion));
    },
    onFailed: (message) => {
      setProcessing(null);
      void refresh();
      fail(message || playgroundMessages.editFailed);
    },
  });

  if (image.isError) {
    return (
      <EmptyState
        icon="alert"
        title={playgroundMessages.loadFailed}
        description={image.error.message}
        action={
          <Button variant="secondary" onPress={() => void navigate('/app/playground')}>
            Choose another image
          </Button>
        }
      />
    );
  }
  const data = image.data;
  const versions = data?.versions ?? [];
  const current =
    versions.find((v) => v.id === versionId) ??
    versions.find((v) => v.is_primary) ??
    versions[0] ??
    null;
  const busy = processing !== null || job.view.isPolling;

  const apply = async <K extends EditOperation>(operation: K, args: OperationArgs[K]) => {
    try {
      const reply = await editsApi.transform(operation, {
        image_id: imageId,
        version_id: current?.id,
        args,
      });
      setProcessing(operation);
      toast({ title: 'Processing', description: 'Your edit is on its way.' });
      void refresh();
      job.start(reply.job_id);
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : playgroundMessages.applyFailed);
    }
  };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Projects', href: '/app/projects' },
          ...(data?.project
            ? [{ label: data.project_title ?? 'Project', href: `/app/projects/${data.project}` }]
            : []),
          { label: 'Playground' },
        ]}
      />
      <div className={styles.header}>
        <h1 className={styles.title}>Playground</h1>
        <div className={styles.actions}>
          {data?.project && current ? (
            <Button
              variant="secondary"
              onPress={() =>
                toast({ title: 'Add to Board', description: playgroundMessages.boardSoon })
              }
            >
              Add to Board
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onPress={() => toast({ title: 'Share', description: playgroundMessages.shareSoon })}
          >
            Share
          </Button>
        </div>
      </div>
      <div className={styles.workspace}>
        <div className={styles.column}>
          {compare ? (
            <ComparisonView left={compare[0]} right={compare[1]} onExit={() => setCompare(null)} />
          ) : current && current.status === 'completed' ? (
            <figure className={styles.figure}>
              <img
                className={styles.picture}
                src={current.preview_url ?? current.storage_url ?? ''}
                width={current.width ?? undefined}
                height={current.height ?? undefined}
                alt={`${data?.name ?? 'Image'} — ${current.label || current.kind}`}
              />
              <figcaption className={styles.meta}>
                <strong>
                  {current.label || (current.kind === 'original' ? 'Original' : current.kind)}
                </strong>
                {current.width && current.height ? (
                  <span>{`${current.width} × ${current.height}`}</span>
                ) : null}
                {current.tags.map((t) => (
                  <Badge key={t.id}>{t.name}</Badge>
                ))}
              </figcaption>
            </figure>
          ) : (
            <Skeleton shape="rect" />
          )}
          {busy ? (
            <div className={styles.processing} role="status">
              <Spinner size="sm" label="Processing" />
              <span>Processing</span>
            </div>
          ) : null}
          <VersionHistory
            headingLevel={2}
            versions={versions}
            currentVersionId={current?.id ?? null}
            isLoading={image.isPending}
            onSelect={(v) => {
              setCompare(null);
              select(v.id);
            }}
            onCompare={(pair) => setCompare(pair)}
            onSetPrimary={async (v) => {
              try {
                await homeDesignApi.setPrimary(imageId, v.id);
                toast({
                  title: 'Success',
                  description: playgroundMessages.primarySet,
                  variant: 'success',
                });
                await refresh();
              } catch {
                fail(playgroundMessages.primaryFailed);
              }
            }}
          />
        </div>
        <EditControls
          imageId={imageId}
          versionId={current?.id ?? null}
          capabilities={capabilities.data ?? null}
          processingOperation={busy ? (processing ?? 'object_removal') : null}
          onApply={apply}
          detect={async (vId, iId) =>
            (await editsApi.detectObjects(iId ?? imageId, vId ?? current?.id)).categories
          }
          remove={async (categories, ctx) => {
            const reply = await editsApi.removeObjects(
              ctx.imageId ?? imageId,
              ctx.versionId ?? current?.id ?? null,
              categories,
            );
            setProcessing('object_removal');
            void refresh();
            job.start(reply.job_id);
            return reply;
          }}
        />
      </div>
    </>
  );
}
