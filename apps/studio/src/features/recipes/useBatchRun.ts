import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import type { BatchDetail } from '@hds/api-client';
import { batchRunMachine, selectBatchRun } from '@hds/machines';
import type { BatchProgressItem } from '@hds/ui';
import { recipesApi } from '../../kit/api/recipes.ts';

/**
 * A recipe over many images with the batchRun machine on the real calls: START applies the
 * recipe (one batch), WATCH follows a batch already running; the batch is polled every 2 s
 * until each image is done or failed. When it ends, the images, versions and batches refetch.
 */
export function useBatchRun() {
  const client = useQueryClient();
  const machine = useMemo(
    () =>
      batchRunMachine.provide({
        actors: {
          startBatch: fromPromise(async ({ input }) => {
            const reply = await recipesApi.applyToMany(input.recipeId, {
              project_id: input.projectId,
              ...(input.imageIds ? { image_ids: input.imageIds } : {}),
            });
            void client.invalidateQueries({ queryKey: ['batches'] });
            return { batchId: reply.batch_id };
          }),
          fetchBatch: fromPromise(({ input }) => recipesApi.batch(input.batchId)),
          cancelBatch: fromPromise(({ input }) => recipesApi.cancelBatch(input.batchId)),
        },
        actions: {
          onDone: () => {
            for (const key of [['images'], ['projects'], ['batches'], ['jobs'], ['user']]) {
              void client.invalidateQueries({ queryKey: key });
            }
          },
        },
      }),
    [client],
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  const view = selectBatchRun(snapshot);
  const batch = view.batch as BatchDetail | null;
  const items: BatchProgressItem[] = (batch?.items ?? []).map((i) => ({
    id: i.image,
    name: i.name ?? i.image,
    status: i.status,
    error_message: i.error_message,
    thumbnailUrl: i.source_version?.thumbnail_url ?? null,
  }));
  return { view, batch, items, send };
}
