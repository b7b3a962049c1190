import { useMutation } from '@tanstack/react-query';
import { ApiError, type GalleryPublishBody, type Version } from '@hds/api-client';
import { PublishToGalleryDialog, toast } from '@hds/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { galleryQueries } from './api/gallery.ts';

export const publishMessages = {
  published: 'Published to Gallery',
  publishedText: 'Your design is in the public gallery.',
} as const;

/**
 * "Publish to Gallery" for one completed version (issue #20), from the playground or the
 * variations dialog. A guest gets the server's 403 reason and the upgrade to a Google account
 * (after it, Publish again).
 */
export function PublishVersionDialog({
  version,
  onClose,
}: {
  /** The version to publish; `null` closes the dialog. */
  version: Version | null;
  onClose: () => void;
}) {
  const auth = useAuth();
  const publish = useMutation(galleryQueries.mutations.publish());
  const picture = version?.preview_url ?? version?.thumbnail_url ?? version?.storage_url;
  return (
    <PublishToGalleryDialog
      isOpen={version !== null}
      onOpenChange={(open) => !open && onClose()}
      previewSrc={picture ?? undefined}
      defaultValues={{ title: version?.label ?? '' }}
      canShowBeforeAfter={version?.kind !== 'original'}
      onPublish={async (values) => {
        if (!version) return;
        // The dialog offers only the contract's choices; the server checks them again.
        const body = { versionId: version.id, ...values } as GalleryPublishBody;
        const item = await publish.mutateAsync(body);
        toast({
          title: publishMessages.published,
          description: `${publishMessages.publishedText} (${item.title})`,
          variant: 'success',
        });
      }}
      needsUpgrade={(err) =>
        err instanceof ApiError && err.status === 403 && Boolean(auth.firebaseUser?.isAnonymous)
      }
      onUpgrade={() => {
        onClose();
        auth.convertToGoogle();
      }}
    />
  );
}
