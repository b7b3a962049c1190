import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Version } from '@hds/api-client';
import { ApiError } from '@hds/api-client';
import { TagEditor } from '@hds/ui';
import { homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { tagJobQueries } from '../../kit/api/edits.ts';

const reason = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : 'Failed to save the tag';

/**
 * The tags of the version on show, editable: add (an existing tag or a new name) and remove,
 * with the user's tags as suggestions. Saved with add-tag / remove-tag; every list of the
 * image's versions and the user's tags refresh afterwards (the mutations' `invalidates`).
 */
export function VersionTags({ version }: { version: Version }) {
  const client = useQueryClient();
  const suggestions = useQuery(tagJobQueries.tags.list());
  // The reply is the version as it is now: shown at once, before the lists refetch.
  const onSuccess = (updated: Version) =>
    client.setQueryData(homeDesignQueries.images.versions(updated.image).queryKey, (list) =>
      list?.map((v) => (v.id === updated.id ? updated : v)),
    );
  const add = useMutation({ ...tagJobQueries.mutations.addTag(), onSuccess });
  const remove = useMutation({ ...tagJobQueries.mutations.removeTag(), onSuccess });
  const failed = add.error ?? remove.error;
  return (
    <TagEditor
      label="Tags"
      tags={version.tags}
      suggestions={suggestions.data ?? []}
      isPending={add.isPending || remove.isPending}
      errorMessage={failed ? reason(failed) : null}
      onAdd={(tag) => {
        remove.reset();
        add.mutate({ versionId: version.id, tag });
      }}
      onRemove={(tag) => {
        add.reset();
        remove.mutate({ versionId: version.id, tag: tag.id });
      }}
    />
  );
}
