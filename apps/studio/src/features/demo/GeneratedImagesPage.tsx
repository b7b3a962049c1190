import { GeneratedImagesDashboard } from '@hds/ui';
import { useStyledManifest } from './useStyledManifest.ts';

/** `/app/generated-images` (spec part 2, internal pages): the 'Generated Images Dashboard'. */
export function GeneratedImagesPage() {
  const manifest = useStyledManifest();
  return (
    <GeneratedImagesDashboard
      manifest={manifest.data ?? null}
      isLoading={manifest.isPending}
      error={manifest.error ? manifest.error.message : null}
      onRetry={() => void manifest.refetch()}
    />
  );
}
