import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EmbedSettings, toast, type EmbedBoardChoice, type EmbedVersionChoice } from '@hds/ui';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { boardQueries } from '../../kit/api/boards.ts';
import { embedQueries } from '../../kit/api/leads.ts';
import * as styles from './embeds.css.ts';

/** `/app/embeds` (issue #21): the signed-in user's embeds, their snippets and previews. */
export const EmbedsPage = sessionPage('Embeds', EmbedsScreen);

function EmbedsScreen() {
  const embeds = useQuery(embedQueries.list());
  // The user's versions come from their boards: each project's automatic board holds all its
  // versions, so this one call offers every version the user owns.
  const boards = useQuery(boardQueries.list());
  const create = useMutation(embedQueries.mutations.create());
  const update = useMutation(embedQueries.mutations.update());
  const revoke = useMutation(embedQueries.mutations.revoke());
  const remove = useMutation(embedQueries.mutations.remove());

  const { versions, boardChoices } = useMemo(() => {
    const seen = new Map<string, EmbedVersionChoice>();
    const choices: EmbedBoardChoice[] = [];
    for (const b of boards.data?.results ?? []) {
      const urls = b.versions.map((v) => v.preview_url ?? v.thumbnail_url ?? v.storage_url);
      choices.push({
        id: b.id,
        name: b.is_auto_generated ? `${b.name} (all of ${b.project.title})` : b.name,
        previewUrls: urls[0] && urls[1] ? [urls[0], urls[1]] : null,
      });
      b.versions.forEach((v, i) => {
        if (!seen.has(v.id))
          seen.set(v.id, { id: v.id, label: `${b.project.title} · ${v.label}`, url: urls[i] });
      });
    }
    return { versions: [...seen.values()], boardChoices: choices };
  }, [boards.data]);

  return (
    <div className={styles.page}>
      <EmbedSettings
        embeds={embeds.data}
        isLoading={embeds.isPending}
        error={embeds.isError ? embeds.error.message : null}
        onRetry={() => void embeds.refetch()}
        versions={versions}
        boards={boardChoices}
        onCreate={(body) => create.mutateAsync(body)}
        onUpdate={(id, patch) => update.mutateAsync({ id, patch })}
        onRevoke={(id) => revoke.mutateAsync(id)}
        onDelete={(id) => remove.mutateAsync(id)}
        origin={window.location.origin}
        copy={(text) => navigator.clipboard.writeText(text)}
        onCopyError={() =>
          toast({ title: 'Error', description: 'Failed to copy', variant: 'destructive' })
        }
      />
    </div>
  );
}
