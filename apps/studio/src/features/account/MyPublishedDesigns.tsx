import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { galleryItemPath, type GalleryEditBody, type GalleryItem } from '@hds/api-client';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  Link,
  PublishToGalleryDialog,
  Skeleton,
  toast,
} from '@hds/ui';
import { galleryQueries } from '../../kit/api/gallery.ts';
import * as styles from './myDesigns.css.ts';

export const myDesignsMessages = {
  title: 'My published designs',
  empty: 'Nothing published yet',
  emptyText: 'Publish a finished design from the playground to show it in the gallery.',
  loadFailed: 'Failed to load your published designs',
  unpublished: 'Design unpublished',
  unpublishFailed: 'Failed to unpublish',
  confirm: 'Unpublish this design?',
  confirmText: 'It leaves the public gallery with its likes. Your project keeps the version.',
  saved: 'Changes saved',
} as const;

const statusText: Record<NonNullable<GalleryItem['status']>, string> = {
  published: 'Published',
  pending_review: 'Under review',
  hidden: 'Hidden',
  removed: 'Removed',
};

/**
 * The profile's Design Activity: the caller's gallery items, each with Edit and Unpublish
 * (issue #20).
 */
export function MyPublishedDesigns() {
  const mine = useQuery(galleryQueries.mine());
  const unpublish = useMutation(galleryQueries.mutations.unpublish());
  const edit = useMutation(galleryQueries.mutations.edit());
  const [confirming, setConfirming] = useState<GalleryItem | null>(null);
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  return (
    <Card>
      <section className={styles.mine} aria-labelledby="my-designs-title">
        <h2 id="my-designs-title" className={styles.mineTitle}>
          {myDesignsMessages.title}
        </h2>
        {mine.isPending ? (
          <Skeleton lines={2} />
        ) : mine.isError ? (
          <p role="alert">{myDesignsMessages.loadFailed}</p>
        ) : mine.data.length === 0 ? (
          <EmptyState
            size="compact"
            headingLevel={3}
            icon="globe"
            title={myDesignsMessages.empty}
            description={myDesignsMessages.emptyText}
          />
        ) : (
          <ul className={styles.mineList}>
            {mine.data.map((item) => {
              const picture = item.images[0];
              return (
                <li key={item.id} className={styles.mineRow}>
                  {picture ? (
                    <img
                      className={styles.mineThumb}
                      src={picture.thumbnail_url ?? picture.transformed_url}
                      alt=""
                    />
                  ) : null}
                  <div className={styles.mineBody}>
                    {item.status === 'published' || !item.status ? (
                      <Link href={galleryItemPath(item.id)}>{item.title}</Link>
                    ) : (
                      <span>{item.title}</span>
                    )}
                    <span className={styles.mineMeta}>
                      <Badge
                        size="sm"
                        variant={item.status === 'published' ? 'success' : 'warning'}
                      >
                        {statusText[item.status ?? 'published']}
                      </Badge>{' '}
                      {item.stats.likes} likes · {item.stats.views} views
                    </span>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${item.title}`}
                    onPress={() => setEditing(item)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Unpublish ${item.title}`}
                    onPress={() => setConfirming(item)}
                  >
                    Unpublish
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <PublishToGalleryDialog
        mode="edit"
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        previewSrc={editing?.images[0]?.thumbnail_url ?? editing?.images[0]?.transformed_url}
        defaultValues={editing ?? {}}
        onPublish={async (values) => {
          if (!editing) return;
          // The dialog offers only the contract's choices; the server checks them again.
          await edit.mutateAsync({ id: editing.id, body: values as GalleryEditBody });
          toast({ title: myDesignsMessages.saved, description: values.title, variant: 'success' });
        }}
      />
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={myDesignsMessages.confirm}
        description={myDesignsMessages.confirmText}
        confirmLabel="Unpublish"
        variant="destructive"
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await unpublish.mutateAsync(confirming.id);
            toast({ title: myDesignsMessages.unpublished, variant: 'success' });
          } catch (err) {
            toast({
              title: 'Error',
              description:
                err instanceof Error && err.message
                  ? err.message
                  : myDesignsMessages.unpublishFailed,
              variant: 'destructive',
            });
          }
        }}
      />
    </Card>
  );
}
