import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Version } from '@hds/api-client';
import { toast } from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../kit/api/homeDesign.ts';
import { withPrimary } from './primaryCache.ts';

/** Spec part 1 §8. */
export const primaryMessages = {
  set: 'Version set as primary',
  failed: 'Failed to set primary version',
} as const;

/** Where an image's versions live in the cache: its own queries and every project detail. */
const touched: QueryKey[] = [homeDesignQueries.images.all(), ['projects', 'detail']];

/**
 * Set primary with an optimistic update (spec part 1 §8 allows it: the only words are
 * 'Version set as primary' and 'Failed to set primary version'): every list of the image's
 * versions shows the new primary at once; a refusal puts the old one back and says so.
 */
export function useSetPrimary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Pick<Version, 'id' | 'image'>) => homeDesignApi.setPrimary(v.image, v.id),
    onMutate: async (v) => {
      await Promise.all(touched.map((queryKey) => client.cancelQueries({ queryKey })));
      const before = touched.flatMap((queryKey) => client.getQueriesData({ queryKey }));
      for (const queryKey of touched) {
        client.setQueriesData({ queryKey }, (data: unknown) => withPrimary(data, v.image, v.id));
      }
      return { before };
    },
    onError: (_err, _v, context) => {
      for (const [queryKey, data] of context?.before ?? []) client.setQueryData(queryKey, data);
      toast({ title: 'Error', description: primaryMessages.failed, variant: 'destructive' });
    },
    onSuccess: () => {
      toast({ title: 'Success', description: primaryMessages.set, variant: 'success' });
    },
    // The server's word wins either way (and boards built from primaries follow it).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: homeDesignQueries.images.all() }),
        client.invalidateQueries({ queryKey: homeDesignQueries.projects.all() }),
        client.invalidateQueries({ queryKey: ['boards'] }),
      ]),
  });
}
