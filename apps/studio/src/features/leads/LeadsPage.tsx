import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LEAD_STATES, leadExportUrl, type LeadState } from '@hds/api-client';
import { LeadsInbox, type LeadFilterValues } from '@hds/ui';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { embedQueries, leadQueries } from '../../kit/api/leads.ts';
import * as styles from './leads.css.ts';

/** The inbox's state in the URL: `?embed=…&state=…&page=…&lead=…`. */
function readUrl(params: URLSearchParams) {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    embed: params.get('embed') || undefined,
    state: LEAD_STATES.includes(state as LeadState) ? (state as LeadState) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    lead: params.get('lead'),
  };
}

/** `/app/leads` (issue #21): the signed-in user's leads inbox. */
export const LeadsPage = sessionPage('Leads', LeadsScreen);

function LeadsScreen() {
  const [params, setParams] = useSearchParams();
  const url = readUrl(params);
  const filters: LeadFilterValues = { embed: url.embed, state: url.state };
  const list = useQuery(leadQueries.list({ ...filters, page: url.page }));
  const embeds = useQuery(embedQueries.list());
  const filterEmbed = embeds.data?.find((e) => e.id === url.embed);
  const deliveries = useQuery({
    ...embedQueries.deliveries(url.embed ?? ''),
    enabled: Boolean(filterEmbed?.webhookUrl),
  });
  const setState = useMutation(leadQueries.mutations.setState());

  const write = (next: Partial<typeof url>) => {
    const merged = { ...url, ...next };
    const out = new URLSearchParams();
    if (merged.embed) out.set('embed', merged.embed);
    if (merged.state) out.set('state', merged.state);
    if (merged.page > 1) out.set('page', String(merged.page));
    if (merged.lead) out.set('lead', merged.lead);
    setParams(out);
  };

  return (
    <div className={styles.page}>
      <LeadsInbox
        leads={list.data?.results}
        count={list.data?.count}
        page={url.page}
        numPages={list.data?.num_pages}
        onPageChange={(page) => write({ page, lead: null })}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        embeds={embeds.data ?? []}
        filters={filters}
        // A filter change starts again from page 1.
        onFiltersChange={(f) => write({ embed: f.embed, state: f.state, page: 1, lead: null })}
        selectedId={url.lead}
        onSelect={(lead) => write({ lead })}
        onStateChange={(id, state) => setState.mutateAsync({ id, state })}
        exportHref={leadExportUrl(filters)}
        deliveries={
          filterEmbed?.webhookUrl
            ? {
                items: deliveries.data,
                isLoading: deliveries.isPending,
                error: deliveries.isError ? deliveries.error.message : null,
              }
            : undefined
        }
      />
    </div>
  );
}
