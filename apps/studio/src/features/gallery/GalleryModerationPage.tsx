import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@hds/api-client';
import { GalleryModerationQueue, toast } from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { galleryQueries } from '../../kit/api/gallery.ts';
import { sessionPage } from '../../kit/SessionGate.tsx';
import * as page from '../../kit/page.css.ts';

export const moderationPageMessages = {
  title: 'Gallery review queue',
  subtitle:
    'Reported and hidden designs, with who reported them and when. Restore or Dismiss reports resolves them; Remove is final.',
  done: { hide: 'Design hidden', restore: 'Design restored', remove: 'Design removed' },
  dismissed: 'Reports dismissed',
  failed: 'Failed to update the design',
} as const;

/** `/app/gallery/moderation`: the moderators' queue; anyone else sees the server's 403 reason. */
export const GalleryModerationPage = sessionPage(moderationPageMessages.title, Queue);

function Queue() {
  const auth = useAuth();
  const queue = useQuery({ ...galleryQueries.moderation(), enabled: Boolean(auth.serverUser) });
  const [pendingId, setPendingId] = useState<string | null>(null);
  const moderate = useMutation({
    ...galleryQueries.mutations.moderate(),
    onMutate: ({ id }) => setPendingId(id),
    onSettled: () => setPendingId(null),
    onError: (err) =>
      toast({
        title: 'Error',
        description: err.message || moderationPageMessages.failed,
        variant: 'destructive',
      }),
  });
  const forbidden =
    queue.error instanceof ApiError && queue.error.status === 403 ? queue.error.message : null;
  return (
    <section className={page.page} aria-labelledby="moderation-title">
      <div className={page.headings}>
        <h1 id="moderation-title" className={page.title}>
          {moderationPageMessages.title}
        </h1>
        <p className={page.subtitle}>{moderationPageMessages.subtitle}</p>
      </div>
      <GalleryModerationQueue
        items={queue.data}
        isLoading={queue.isPending}
        forbidden={forbidden}
        error={queue.isError && !forbidden ? queue.error.message : null}
        pendingId={pendingId}
        onAction={(item, action) =>
          moderate.mutate(
            { id: item.id, action },
            {
              // Restoring a design that was never hidden only clears its reports.
              onSuccess: () =>
                toast({
                  title:
                    action === 'restore' && item.status === 'published'
                      ? moderationPageMessages.dismissed
                      : moderationPageMessages.done[action],
                  variant: 'success',
                }),
            },
          )
        }
      />
    </section>
  );
}
