import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

interface Lead {
  id: string;
  name: string;
  email: string;
  created: string;
  views: number;
}

const leads: Lead[] = [
  { id: 'l1', name: 'Maya Ortiz', email: 'maya@example.com', created: '2026-11-02', views: 14 },
  { id: 'l2', name: 'Ben Carter', email: 'ben@example.com', created: '2026-10-28', views: 3 },
  { id: 'l3', name: 'Aiko Tanaka', email: 'aiko@example.com', created: '2026-11-12', views: 27 },
];

function LeadsTable({
  rows,
  label = 'Leads',
  isLoading = false,
}: {
  rows: Lead[];
  label?: string;
  isLoading?: boolean;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'created', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Lead;
    const out = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? out.reverse() : out;
  }, [rows, sort]);
  return (
    <Table aria-label={label} sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="email">E-mail</Column>
        <Column id="created" allowsSorting>
          Created
        </Column>
        <Column id="views" allowsSorting align="end">
          Views
        </Column>
      </TableHeader>
      <TableBody
        items={sorted}
        isLoading={isLoading}
        loadingLabel="Loading leads..."
        emptyState="No leads yet. Share the board to collect some."
      >
        {(lead) => (
          <Row id={lead.id}>
            <Cell>{lead.name}</Cell>
            <Cell>{lead.email}</Cell>
            <Cell>{lead.created}</Cell>
            <Cell align="end">{lead.views}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A data table for leads, share links or activity. Mark one column `isRowHeader`. ' +
          'Sortable columns (`allowsSorting`) show an arrow; the table reports ' +
          '`onSortChange` and the caller sorts. Keyboard: Tab enters the grid once, arrows move ' +
          'between cells, Enter on a header sorts. `TableBody` takes `emptyState` for the ' +
          'no-rows message. On narrow screens the table scrolls sideways inside its frame.',
      },
    },
  },
  render: () => <LeadsTable rows={leads} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard sorting: focus the Name header and press Enter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rowsBefore = canvas.getAllByRole('row');
    await expect(within(rowsBefore[1]!).getByText('Aiko Tanaka')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1]!).getByText('Aiko Tanaka')).toBeVisible();
    await expect(within(rows[2]!).getByText('Ben Carter')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(canvas.getAllByRole('row')[1]!).getByText('Maya Ortiz')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <LeadsTable rows={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No leads yet. Share the board to collect some.'),
    ).toBeVisible();
  },
};

/** The rows are on their way: a spinner where the rows will be, not the empty message. */
export const Loading: Story = {
  render: () => <LeadsTable rows={[]} isLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading leads...' })).toBeVisible();
    await expect(canvas.queryByText('No leads yet. Share the board to collect some.')).toBeNull();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const LongText: Story = {
  render: () => (
    <LeadsTable
      rows={[
        ...leads,
        {
          id: 'l4',
          name: 'Alexandria Catherine Montgomery-Fitzgerald',
          email: 'alexandria.montgomery-fitzgerald@a-very-long-company-domain.example.com',
          created: '2026-11-20',
          views: 1024,
        },
      ]}
    />
  ),
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <LeadsTable rows={leads} />
    </div>
  ),
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
