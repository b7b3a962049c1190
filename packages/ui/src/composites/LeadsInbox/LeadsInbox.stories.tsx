import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeLead, makeLeads, leadsScenario, sampleEmbeds } from '@hds/api-client/msw';
import type { Lead, LeadState } from '@hds/api-client/contract';
import { expectFits } from '../../testing/layout.ts';
import { chooseOption, tabTo } from '../../testing/keyboard.ts';
import { LeadsInbox, leadsInboxMessages, type LeadsInboxProps } from './LeadsInbox.tsx';

const PAGE = 5;
const fixedDate = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Holds filters, page, selection and states the way the studio page does. */
function Stateful(props: LeadsInboxProps) {
  const [all, setAll] = useState<Lead[]>(props.leads ?? []);
  const [filters, setFilters] = useState(props.filters);
  const [page, setPage] = useState(props.page ?? 1);
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  const matching = all.filter(
    (l) =>
      (!filters.embed || l.embed?.id === filters.embed) &&
      (!filters.state || l.state === filters.state),
  );
  const leads =
    props.leads === undefined ? undefined : matching.slice((page - 1) * PAGE, page * PAGE);
  return (
    <LeadsInbox
      {...props}
      leads={leads}
      count={matching.length}
      page={page}
      numPages={Math.max(1, Math.ceil(matching.length / PAGE))}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange?.(p);
      }}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        setPage(1);
        props.onFiltersChange(f);
      }}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
      onStateChange={async (id: string, state: LeadState) => {
        await props.onStateChange(id, state);
        setAll((list) => list.map((l) => (l.id === id ? { ...l, state } : l)));
      }}
      exportHref={`/api/v1/home-design/leads/export/${
        filters.state || filters.embed
          ? `?${new URLSearchParams({
              ...(filters.embed ? { embed: filters.embed } : {}),
              ...(filters.state ? { state: filters.state } : {}),
            }).toString()}`
          : ''
      }`}
    />
  );
}

const meta = {
  title: 'Composites/LeadsInbox',
  component: LeadsInbox,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    leads: makeLeads(12),
    embeds: sampleEmbeds(),
    filters: {},
    onFiltersChange: fn(),
    onSelect: fn(),
    onPageChange: fn(),
    onStateChange: fn(async () => undefined),
    onRetry: fn(),
    exportHref: '/api/v1/home-design/leads/export/',
    deliveries: { items: leadsScenario().deliveries['emb-0001'] },
    formatDate: fixedDate,
  },
} satisfies Meta<typeof LeadsInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: into the table, pick a lead, read its details, change its state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Leads' });
    await expect(within(table).getAllByRole('row')).toHaveLength(PAGE + 1);
    await expect(canvas.getByText('Page 1 of 3 · 12 leads')).toBeVisible();
    const firstRow = within(table).getAllByRole('row')[1]!;
    // Tab into the grid lands on the first row; Enter / Space selects it.
    await tabTo(firstRow);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('lead-0001'));
    const detail = await canvas.findByRole('article', { name: 'Ada Client 1' });
    // Lead text is shown as text, never as HTML.
    await expect(within(detail).getByText('Two rooms, north light. <b>not bold</b>')).toBeVisible();
    await expect(detail.querySelector('b')).toBeNull();
    await expect(
      within(detail).getByText('https://www.quint-interiors.example/contact'),
    ).toBeVisible();
    const stateTrigger = within(detail).getByRole('button', { name: /Lead state/ });
    await tabTo(stateTrigger);
    await chooseOption(stateTrigger, 'Won');
    await waitFor(() => expect(args.onStateChange).toHaveBeenCalledWith('lead-0001', 'won'));
    await waitFor(() => expect(within(firstRow).getByText('Won')).toBeVisible());
  },
};

/** Filters: the export link carries them; the embed's webhook delivery log appears. */
export const FilteredWithDeliveries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('button', { name: /State/ });
    await tabTo(state);
    await chooseOption(state, 'Contacted');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({ state: 'contacted' }),
    );
    const embed = canvas.getByRole('button', { name: /Embed/ });
    await tabTo(embed, { backwards: true });
    await chooseOption(embed, 'Studio website');
    await expect(canvas.getByRole('link', { name: leadsInboxMessages.export })).toHaveAttribute(
      'href',
      '/api/v1/home-design/leads/export/?embed=emb-0001&state=contacted',
    );
    const log = canvas.getByRole('grid', { name: 'Webhook deliveries of Studio website' });
    await expect(within(log).getByText('HTTP 503 · Service Unavailable')).toBeVisible();
    await expect(within(log).getByText('failed')).toBeVisible();
    for (const row of within(canvas.getByRole('grid', { name: 'Leads' }))
      .getAllByRole('row')
      .slice(1))
      await expect(within(row).getByText('Contacted')).toBeVisible();
  },
};

/** Paging by keyboard. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await tabTo(next);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2));
    await expect(canvas.getByText('Page 2 of 3 · 12 leads')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3 of 3 · 12 leads')).toBeVisible();
    await expect(next).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { leads: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: leadsInboxMessages.empty })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of leads' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { leads: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading leads...' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The database is not answering. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: leadsInboxMessages.loadFailed }),
    ).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone with long text: nothing spills sideways (the table scrolls inside its box). */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    leads: [
      makeLead({
        id: 'lead-long',
        firstName: 'Bartholomew',
        lastName: 'Featherstonehaugh-Llewellyn',
        email: 'bartholomew.featherstonehaugh-llewellyn@an-unusually-long-domain.example',
        message: 'A'.repeat(300),
      }),
      ...makeLeads(3),
    ],
    selectedId: 'lead-long',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvas.getByRole('region', { name: 'Leads' }));
    await expectFits(canvas.getByRole('article', { name: /Bartholomew/ }));
  },
};
