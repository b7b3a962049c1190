import { Fragment, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import {
  LEAD_STATES,
  type Embed,
  type Lead,
  type LeadState,
  type WebhookDelivery,
} from '@hds/api-client/contract';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../primitives/Table/Table.tsx';
import { budgetOptions, projectTypeOptions, timelineOptions } from '../LeadForm/leadFormFields.ts';
import * as styles from './LeadsInbox.css.ts';

export const leadsInboxMessages = {
  title: 'Leads',
  subtitle: 'Requests from your lead forms, your gallery designs and your embeds.',
  empty: 'No leads yet',
  emptyText: 'Leads appear here when someone sends one of your forms.',
  emptyFiltered: 'No leads match these filters',
  loadFailed: 'Failed to load leads',
  retry: 'Try Again',
  export: 'Export CSV',
  allEmbeds: 'All embeds',
  allStates: 'All states',
  pickOne: 'Choose a lead to see its details.',
  deliveries: 'Webhook deliveries',
  noDeliveries: 'No deliveries yet.',
  deliveriesFailed: 'Failed to load the delivery log',
} as const;

export const leadStateLabels: Record<LeadState, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};
const stateBadge: Record<LeadState, BadgeVariant> = {
  new: 'accent',
  contacted: 'warning',
  won: 'success',
  lost: 'neutral',
};
const deliveryBadge: Record<WebhookDelivery['status'], BadgeVariant> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

export interface LeadFilterValues {
  /** An embed id; undefined for all. */
  embed?: string;
  state?: LeadState;
}

export interface LeadsInboxProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onSelect'
> {
  /** This page's leads; undefined while the first load runs. */
  leads?: Lead[];
  /** All leads the filters select (over every page). */
  count?: number;
  /** @default 1 */
  page?: number;
  /** @default 1 */
  numPages?: number;
  onPageChange?: (page: number) => void;
  isLoading?: boolean;
  /** The list failed: its message, with a Try Again button. */
  error?: string | null;
  onRetry?: () => void;
  /** The owner's embeds, for the filter and the webhook delivery log. */
  embeds?: Pick<Embed, 'id' | 'name' | 'webhookUrl'>[];
  filters: LeadFilterValues;
  onFiltersChange: (filters: LeadFilterValues) => void;
  selectedId?: string | null;
  onSelect: (id: string | null) => void;
  /** Changes a lead's state; rejects with the server's message. */
  onStateChange: (id: string, state: LeadState) => Promise<unknown>;
  /** GET /leads/export/ with the current filters. */
  exportHref: string;
  /** The delivery log of the embed chosen in the filter (when it has a webhook). */
  deliveries?: { items?: WebhookDelivery[]; isLoading?: boolean; error?: string | null };
  /** Dates as the reader reads them. @default en-GB, medium date and short time */
  formatDate?: (iso: string) => string;
}

const defaultFormat = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const label = (options: { id: string; name: string }[], id: string | null) =>
  id ? (options.find((o) => o.id === id)?.name ?? id) : '—';

/** Where a lead came from, as plain text (lead text is never rendered as HTML). */
export function leadSource(lead: Lead): string {
  if (lead.source_kind === 'embed')
    return lead.embed ? `Embed: ${lead.embed.name}` : 'Embed (deleted)';
  if (lead.source_kind === 'gallery') return `Gallery item ${lead.gallery_item_id ?? ''}`.trim();
  return 'Studio page';
}

/**
 * The leads inbox (issue #21): filters by embed and state, a page of leads, the chosen lead's
 * every field with its source and a state picker, Export CSV with the same filters, and the
 * webhook delivery log of the embed in the filter. Data and callbacks come in as props.
 */
export function LeadsInbox({
  leads,
  count = 0,
  page = 1,
  numPages = 1,
  onPageChange,
  isLoading = false,
  error = null,
  onRetry,
  embeds = [],
  filters,
  onFiltersChange,
  selectedId = null,
  onSelect,
  onStateChange,
  exportHref,
  deliveries,
  formatDate = defaultFormat,
  className,
  ...props
}: LeadsInboxProps) {
  const selected = leads?.find((l) => l.id === selectedId) ?? null;
  const filterEmbed = embeds.find((e) => e.id === filters.embed);
  const filtered = Boolean(filters.embed || filters.state);

  let list: ReactNode;
  if (error) {
    list = (
      <AsyncState
        status="error"
        error={leadsInboxMessages.loadFailed}
        errorDetail={error}
        errorHeadingLevel={2}
        onRetry={onRetry}
        retryLabel={leadsInboxMessages.retry}
      />
    );
  } else {
    list = (
      <>
        <Table
          aria-label="Leads"
          className={styles.table}
          selectionMode="single"
          selectionBehavior="replace"
          // Pressing the open lead again keeps it open (no accidental deselect).
          disallowEmptySelection
          selectedKeys={selectedId ? [selectedId] : []}
          onSelectionChange={(keys: Selection) => {
            const first = keys === 'all' ? null : ([...keys][0] ?? null);
            onSelect(first === null ? null : String(first));
          }}
        >
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Email</Column>
            <Column>Source</Column>
            <Column>State</Column>
            <Column>Received</Column>
          </TableHeader>
          <TableBody
            items={isLoading ? [] : (leads ?? [])}
            isLoading={isLoading || leads === undefined}
            loadingLabel="Loading leads..."
            emptyState={
              <EmptyState
                headingLevel={2}
                size="compact"
                icon="archive"
                title={filtered ? leadsInboxMessages.emptyFiltered : leadsInboxMessages.empty}
                description={filtered ? undefined : leadsInboxMessages.emptyText}
              />
            }
          >
            {(lead: Lead) => (
              <Row id={lead.id} textValue={`${lead.firstName} ${lead.lastName}`}>
                <Cell>
                  {lead.firstName} {lead.lastName}
                </Cell>
                <Cell>{lead.email}</Cell>
                <Cell>{leadSource(lead)}</Cell>
                <Cell>
                  <Badge size="sm" variant={stateBadge[lead.state]}>
                    {leadStateLabels[lead.state]}
                  </Badge>
                </Cell>
                <Cell>{formatDate(lead.created_at)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        {leads && leads.length > 0 ? (
          <nav className={styles.pager} aria-label="Pages of leads">
            <Button
              size="sm"
              variant="secondary"
              isDisabled={page <= 1 || isLoading}
              onPress={() => onPageChange?.(page - 1)}
            >
              Previous
            </Button>
            <span aria-live="polite">
              Page {page} of {numPages} · {count} {count === 1 ? 'lead' : 'leads'}
            </span>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={page >= numPages || isLoading}
              onPress={() => onPageChange?.(page + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section
      {...props}
      aria-labelledby="leads-inbox-title"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <div>
          <h1 id="leads-inbox-title" className={styles.title}>
            {leadsInboxMessages.title}
          </h1>
          <p className={styles.subtitle}>{leadsInboxMessages.subtitle}</p>
        </div>
        <ButtonLink variant="secondary" href={exportHref} download="leads.csv">
          {leadsInboxMessages.export}
        </ButtonLink>
      </div>
      <div className={styles.filters} role="group" aria-label="Filters">
        <Select
          className={styles.filter}
          label="Embed"
          selectedKey={filters.embed ?? 'all'}
          onSelectionChange={(key: Key | null) =>
            onFiltersChange({
              ...filters,
              embed: key === null || key === 'all' ? undefined : String(key),
            })
          }
          items={[{ id: 'all', name: leadsInboxMessages.allEmbeds }, ...embeds]}
        >
          {(e) => <SelectItem id={e.id}>{e.name}</SelectItem>}
        </Select>
        <Select
          className={styles.filter}
          label="State"
          selectedKey={filters.state ?? 'all'}
          onSelectionChange={(key: Key | null) =>
            onFiltersChange({
              ...filters,
              state: key === null || key === 'all' ? undefined : (String(key) as LeadState),
            })
          }
          items={[
            { id: 'all', name: leadsInboxMessages.allStates },
            ...LEAD_STATES.map((s) => ({ id: s, name: leadStateLabels[s] })),
          ]}
        >
          {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
        </Select>
      </div>
      <div className={styles.layout}>
        <div className={styles.listColumn}>{list}</div>
        <div className={styles.listColumn}>
          {error ? null : selected ? (
            <LeadDetail
              key={selected.id}
              lead={selected}
              onStateChange={onStateChange}
              formatDate={formatDate}
            />
          ) : leads && leads.length > 0 ? (
            <p className={styles.muted}>{leadsInboxMessages.pickOne}</p>
          ) : null}
          {filterEmbed?.webhookUrl && deliveries ? (
            <DeliveryLog
              embedName={filterEmbed.name}
              webhookUrl={filterEmbed.webhookUrl}
              formatDate={formatDate}
              {...deliveries}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

function LeadDetail({
  lead,
  onStateChange,
  formatDate,
}: {
  lead: Lead;
  onStateChange: LeadsInboxProps['onStateChange'];
  formatDate: (iso: string) => string;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows: [string, ReactNode][] = [
    ['Email', lead.email],
    ['Phone', lead.phone || '—'],
    ['Company', lead.company || '—'],
    ['Project type', label(projectTypeOptions, lead.projectType)],
    ['Timeline', label(timelineOptions, lead.projectTimeline)],
    ['Budget', label(budgetOptions, lead.budget)],
    ['Property type', lead.propertyType || '—'],
    ['Location', lead.location || '—'],
    ['Styles', lead.styles.length ? lead.styles.join(', ') : '—'],
    ['Services', lead.services.length ? lead.services.join(', ') : '—'],
    ['Message', lead.message || '—'],
    ['Newsletter', lead.newsletter ? 'Yes' : 'No'],
    ['Source', leadSource(lead)],
    ['Page', lead.page_url ?? '—'],
    ['Received', formatDate(lead.created_at)],
  ];
  return (
    <article className={styles.panel} aria-labelledby={`lead-${lead.id}-title`}>
      <h2 id={`lead-${lead.id}-title`} className={styles.panelTitle}>
        {lead.firstName} {lead.lastName}
      </h2>
      <Select
        label="Lead state"
        selectedKey={lead.state}
        isDisabled={pending}
        errorMessage={failure ?? undefined}
        isInvalid={failure !== null}
        validationBehavior="aria"
        onSelectionChange={(key: Key | null) => {
          if (key === null || key === lead.state) return;
          setPending(true);
          setFailure(null);
          onStateChange(lead.id, String(key) as LeadState)
            .catch((e: unknown) =>
              setFailure(e instanceof Error && e.message ? e.message : 'Failed to update the lead'),
            )
            .finally(() => setPending(false));
        }}
        items={LEAD_STATES.map((s) => ({ id: s, name: leadStateLabels[s] }))}
      >
        {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
      </Select>
      <dl className={styles.fields}>
        {rows.map(([term, v]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{v}</dd>
          </Fragment>
        ))}
      </dl>
    </article>
  );
}

function DeliveryLog({
  embedName,
  webhookUrl,
  items,
  isLoading,
  error,
  formatDate,
}: {
  embedName: string;
  webhookUrl: string;
  items?: WebhookDelivery[];
  isLoading?: boolean;
  error?: string | null;
  formatDate: (iso: string) => string;
}) {
  let body: ReactNode;
  if (error) body = <p role="alert">{`${leadsInboxMessages.deliveriesFailed}: ${error}`}</p>;
  else if (isLoading || !items) body = <Spinner label="Loading deliveries..." />;
  else if (items.length === 0)
    body = <p className={styles.muted}>{leadsInboxMessages.noDeliveries}</p>;
  else
    body = (
      <Table aria-label={`Webhook deliveries of ${embedName}`}>
        <TableHeader>
          <Column isRowHeader>Status</Column>
          <Column>Attempts</Column>
          <Column>Last result</Column>
          <Column>Next attempt</Column>
        </TableHeader>
        <TableBody items={items}>
          {(d: WebhookDelivery) => (
            <Row id={d.id}>
              <Cell>
                <Badge size="sm" variant={deliveryBadge[d.status]}>
                  {d.status}
                </Badge>
              </Cell>
              <Cell>{d.attempts}</Cell>
              <Cell>
                {[d.last_status_code ? `HTTP ${d.last_status_code}` : null, d.last_error]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </Cell>
              <Cell>{d.next_attempt_at ? formatDate(d.next_attempt_at) : '—'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    );
  return (
    <section className={styles.deliveries} aria-labelledby="lead-deliveries-title">
      <h2 id="lead-deliveries-title" className={styles.sectionTitle}>
        {leadsInboxMessages.deliveries}
      </h2>
      <p className={styles.muted}>
        {embedName} → {webhookUrl}
      </p>
      {body}
    </section>
  );
}
