import { useQuery } from '@tanstack/react-query';
import { styledManifestQueries } from '@hds/api-client';

/**
 * The styled manifest (API, else the static file) for the demo pages and the dashboard.
 * A failure leaves `data` undefined: the views then show their fallbacks.
 */
export function useStyledManifest() {
  return useQuery(styledManifestQueries.manifest());
}
