import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { deleteWithUndoMachine, UNDO_WINDOW_MS } from '@hds/machines';
import { dismissToast, toast } from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../kit/api/homeDesign.ts';

export const imageDeleteMessages = {
  deleted: 'Image deleted',
  undone: 'Image restored',
  failed: 'Failed to delete image',
  undo: 'Undo',
} as const;

export const UNDO_SECONDS = UNDO_WINDOW_MS / 1000;

type DeleteActor = Actor<typeof deleteWithUndoMachine>;

/** Images waiting out their undo window or being deleted: every list hides them. */
const pending = new Map<string, DeleteActor>();
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function publish() {
  hidden = new Set(pending.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of images deleted in this tab whose delete is not yet undone or failed. */
export function useHiddenImageIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => hidden);
}

/** Sends every pending delete at once: the page is going away, so nothing is left half-done. */
export function commitPendingImageDeletes() {
  for (const actor of pending.values()) actor.send({ type: 'COMMIT_NOW' });
}

let listening = false;
function listenForPageHide() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', commitPendingImageDeletes);
}

export interface ImageToDelete {
  id: string;
  name: string;
  /** How many versions go with it (the toast says so). */
  versionCount: number;
}

export interface DeleteImageOptions {
  client: QueryClient;
  /** Runs when the user takes the delete back (the playground shows the image again). */
  onUndone?: () => void;
  /** The undo window. @default UNDO_WINDOW_MS */
  undoMs?: number;
}

/**
 * Deletes an image with undo: it disappears from every list at once, a toast offers Undo for
 * the window, and only when the window ends (or the page is hidden) is DELETE /images/{id}/ sent
 * (the deleteWithUndo machine). A failure brings the image back with the server's reason.
 */
export function deleteImageWithUndo(image: ImageToDelete, options: DeleteImageOptions) {
  listenForPageHide();
  if (pending.has(image.id)) return;
  const { client, onUndone } = options;
  const undoMs = options.undoMs ?? UNDO_WINDOW_MS;
  let toastKey = '';
  const settle = () => {
    pending.delete(image.id);
    publish();
    if (toastKey) dismissToast(toastKey);
  };
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: homeDesignQueries.projects.all() }),
      client.invalidateQueries({ queryKey: homeDesignQueries.images.all() }),
      client.invalidateQueries({ queryKey: ['boards'] }),
    ]);
  const actor = createActor(
    deleteWithUndoMachine.provide({
      actors: {
        deleteItem: fromPromise<void, { id: string }>(({ input }) =>
          homeDesignApi.deleteImage(input.id),
        ),
      },
      actions: {
        onUndone: () => {
          settle();
          toast({ title: imageDeleteMessages.undone, description: image.name, variant: 'success' });
          onUndone?.();
        },
        onDeleted: () => {
          void refresh().then(settle);
        },
        onFailed: (_, { error }) => {
          settle();
          toast({
            title: imageDeleteMessages.failed,
            description: error instanceof Error && error.message ? error.message : image.name,
            variant: 'destructive',
          });
          void refresh();
        },
      },
    }),
    { input: { id: image.id, undoMs } },
  );
  pending.set(image.id, actor);
  publish();
  actor.start();
  const versions = image.versionCount;
  toastKey = toast({
    title: imageDeleteMessages.deleted,
    description:
      `“${image.name}”` +
      (versions > 0 ? ` and its ${versions} version${versions === 1 ? '' : 's'}` : '') +
      ` will be deleted in ${Math.round(undoMs / 1000)} seconds.`,
    timeout: undoMs,
    action: { label: imageDeleteMessages.undo, onAction: () => actor.send({ type: 'UNDO' }) },
  });
}
