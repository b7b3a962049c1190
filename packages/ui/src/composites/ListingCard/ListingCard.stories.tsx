import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ListingCard,
  listingName,
  type ListingCardAction,
  type ListingCardListing,
  type ListingCardProps,
} from './ListingCard.tsx';
import {
  archivedListing,
  failedListing,
  featuredListing,
  listing,
  longTextListing,
  noImageListing,
  scrapingListing,
} from './ListingCard.fixtures.ts';

const meta = {
  title: 'Composites/ListingCard',
  component: ListingCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'One imported property listing on the listings page (spec part 2 §2, Property ' +
          'listings). Use it for the grid (`variant="grid"`) or the list view ' +
          '(`variant="list"`, picture beside the details once the card is 34rem wide). It shows ' +
          'the primary picture (or a placeholder), the import status, Featured and Archived ' +
          'badges, price, title, address, bedrooms, bathrooms and square feet. Its actions are ' +
          'View Project (a link) or Create Project, toggle featured (a toggle button), archive ' +
          'or unarchive, and the source page in a new tab (a real link). `onSelectionChange` ' +
          "adds the checkbox that picks listings for 'Refresh (N)'. The card fetches nothing: " +
          'actions come back through `onAction(action, listing)` and the page passes the ' +
          'updated listing in.',
      },
    },
  },
  args: {
    listing,
    onAction: fn(),
    onSelectionChange: fn(),
    isSelected: false,
  },
  decorators: [
    // Stories set `parameters.cardWidth` for the list view and narrow columns.
    (Story, { parameters }) => (
      <div
        style={{ width: (parameters.cardWidth as string | undefined) ?? '20rem', maxWidth: '100%' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the page does with an action, so the interactive stories show the result. */
function applyAction(current: ListingCardListing, action: ListingCardAction): ListingCardListing {
  switch (action) {
    case 'toggleFeatured':
      return { ...current, is_featured: !current.is_featured };
    case 'archive':
      return { ...current, is_archived: true };
    case 'unarchive':
      return { ...current, is_archived: false };
    case 'createProject':
      return { ...current, project: { id: 'prj-0100', title: listingName(current) } };
  }
}

/** The card wired like the page wires it: actions update the listing, the checkbox its state. */
function ConnectedCard(args: ListingCardProps) {
  const [current, setCurrent] = useState(args.listing);
  const [selected, setSelected] = useState(args.isSelected ?? false);
  return (
    <ListingCard
      {...args}
      listing={current}
      isSelected={selected}
      onAction={(action, item) => {
        args.onAction(action, item);
        setCurrent(applyAction(current, action));
      }}
      onSelectionChange={(value, item) => {
        args.onSelectionChange?.(value, item);
        setSelected(value);
      }}
    />
  );
}

const name = listing.title;

/**
 * The grid card, wired to state: keyboard only, select it, create a project (focus moves to
 * View Project), feature it, archive it, then reach the source link.
 */
export const Default: Story = {
  render: (args) => <ConnectedCard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const card = canvas.getByRole('article', { name });
    await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(canvas.getByText('$485,000')).toBeVisible();
    await expect(canvas.getByText('For Sale')).toBeVisible();
    await expect(canvas.getByText('12 Maple Street, Springfield, IL 62704')).toBeVisible();
    const facts = within(canvas.getByRole('list', { name: 'Property details' }));
    await expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 beds',
      '2 baths',
      '1,850 sq ft',
    ]);
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByText('Featured')).toBeNull();

    // Select for 'Refresh (N)'.
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: `Select ${name}` });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(true, listing);
    await expect(checkbox).toBeChecked();
    await expect(card).toHaveAttribute('data-selected', 'true');

    // Create Project becomes View Project, and keyboard focus follows it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Project' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('createProject', listing);
    const viewProject = await canvas.findByRole('link', { name: 'View Project' });
    await expect(viewProject).toHaveAttribute('href', '/app/projects/prj-0100');
    await waitFor(() => expect(viewProject).toHaveFocus());

    // Toggle featured: a toggle button with a tooltip naming what it will do.
    await userEvent.tab();
    const featured = canvas.getByRole('button', { name: `Featured: ${name}` });
    await expect(featured).toHaveFocus();
    await expect(featured).toHaveAttribute('aria-pressed', 'false');
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Mark as featured');
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith(
      'toggleFeatured',
      expect.objectContaining({ id: listing.id, is_featured: false }),
    );
    await expect(featured).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Featured')).toBeVisible();

    // Archive: the same button then offers Unarchive, and keeps focus.
    await userEvent.tab();
    const archive = canvas.getByRole('button', { name: `Archive ${name}` });
    await expect(archive).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(
      'archive',
      expect.objectContaining({ id: listing.id, is_archived: false }),
    );
    await expect(canvas.getByRole('button', { name: `Unarchive ${name}` })).toHaveFocus();
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(card).toHaveAttribute('data-archived', 'true');

    // The source page: a real link to a new tab.
    await userEvent.tab();
    const source = canvas.getByRole('link', {
      name: `Open ${name} on zillow.com (opens in a new tab)`,
    });
    await expect(source).toHaveFocus();
    await expect(source).toHaveAttribute('href', listing.source_url);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Open on zillow.com');
    await expect(args.onAction).toHaveBeenCalledTimes(3);
  },
};

/** Featured and linked to a project: the star is on, View Project replaces Create Project. */
export const Featured: Story = {
  args: { listing: featuredListing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Project' })).toBeNull();
    const viewProject = canvas.getByRole('link', { name: 'View Project' });
    await expect(viewProject).toHaveAttribute('href', '/app/projects/prj-0001');
    await expect(viewProject).not.toHaveAttribute('target');
    const featured = canvas.getByRole('button', { name: `Featured: ${name}` });
    await expect(featured).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(featured);
    await expect(args.onAction).toHaveBeenCalledWith('toggleFeatured', featuredListing);
  },
};

/** A project path of the host app's own. */
export const CustomProjectHref: Story = {
  args: { listing: featuredListing, projectHref: (id: string) => `/workspace/p/${id}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View Project' })).toHaveAttribute(
      'href',
      '/workspace/p/prj-0001',
    );
  },
};

/** Archived (and sold): greyed picture, Archived badge, Unarchive instead of Archive. */
export const Archived: Story = {
  args: { listing: archivedListing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = archivedListing.title;
    await expect(canvas.getByRole('article', { name: title })).toHaveAttribute(
      'data-archived',
      'true',
    );
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(canvas.getByText('Sold')).toBeVisible();
    await expect(canvas.getByText('2.5 baths')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Archive ${title}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Unarchive ${title}` }));
    await expect(args.onAction).toHaveBeenCalledWith('unarchive', archivedListing);
    await expect(
      canvas.getByRole('link', { name: `Open ${title} on redfin.com (opens in a new tab)` }),
    ).toHaveAttribute('href', archivedListing.source_url);
  },
};

/** No picture yet: a placeholder, never a broken image. A rental priced from `price`. */
export const NoImage: Story = {
  args: { listing: noImageListing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('No photo yet')).toBeVisible();
    await expect(canvas.getByText('$3,200/mo')).toBeVisible();
    await expect(canvas.getByText('For Rent')).toBeVisible();
    const facts = within(canvas.getByRole('list', { name: 'Property details' }));
    await expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 bed',
      '1 bath',
      '720 sq ft',
    ]);
  },
};

/**
 * The import failed: Failed badge, the source's host as the name, no price or figures. The
 * actions still work (select it and refresh, or open the source to check the URL).
 */
export const FailedStatus: Story = {
  args: { listing: failedListing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'homes.example.com' })).toBeVisible();
    await expect(canvas.getByText('Price not available')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Property details' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select homes.example.com' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(true, failedListing);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Project' }));
    await expect(args.onAction).toHaveBeenCalledWith('createProject', failedListing);
  },
};

/** A failed import says why, in the server's words. */
export const FailedWithReason: Story = {
  args: { listing: failedListing, failureReason: 'No listing details found on this page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No listing details found on this page')).toBeVisible();
  },
};

/** The reason reads on the dark theme too (contrast is checked by axe). */
export const FailedWithReasonDark: Story = {
  ...FailedWithReason,
  globals: { theme: 'dark' },
};

/** A reason only shows on a failed card. */
export const ReasonIgnoredWhenCompleted: Story = {
  args: { listing, failureReason: 'Old failure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Old failure')).toBeNull();
  },
};

/** Still being read from the source. */
export const Scraping: Story = {
  args: { listing: scrapingListing },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scraping')).toBeVisible();
  },
};

/** Create Project is on its way: spinner, presses ignored, still focusable. */
export const CreatingProject: Story = {
  args: { isCreatingProject: true },
  play: async ({ canvasElement, args }) => {
    const create = within(canvasElement).getByRole('button', { name: 'Create Project' });
    await expect(create).toHaveAttribute('data-pending', 'true');
    await userEvent.click(create);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Ticked for 'Refresh (N)': accent outline; unticking reports `false`. */
export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: `Select ${name}` });
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(checkbox);
    await expect(args.onSelectionChange).toHaveBeenCalledWith(false, listing);
  },
};

/** Without `onSelectionChange` there is no checkbox, and Tab starts at the first action. */
export const WithoutSelection: Story = {
  render: ({ onSelectionChange: _omitted, ...args }) => <ListingCard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Project' })).toHaveFocus();
  },
};

/** Long title, address and price wrap inside the card; the title is clamped to two lines. */
export const LongText: Story = {
  args: { listing: longTextListing },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText('4.5 baths')).toBeVisible();
    await expect(within(card).getByText('6,480 sq ft')).toBeVisible();
  },
};

/** The list view: picture beside the details, same actions in the same order. */
export const ListVariant: Story = {
  args: { variant: 'list', listing: featuredListing },
  parameters: { cardWidth: '46rem' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name });
    await expect(card).toHaveAttribute('data-variant', 'list');
    const picture = card.querySelector('img')!;
    const heading = canvas.getByRole('heading', { name });
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Project' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('toggleFeatured', featuredListing);
  },
};

/** A list card with long text and no picture. */
export const ListVariantLongText: Story = {
  ...ListVariant,
  args: { variant: 'list', listing: { ...longTextListing, primary_image_url: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText('No photo yet')).toBeVisible();
  },
};

/** A list card in a phone-width column stacks like a grid card. */
export const ListVariantNarrow: Story = {
  args: { variant: 'list' },
  parameters: { cardWidth: '18rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector('img')!;
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { name }).getBoundingClientRect().top,
    );
  },
};

/** Phone viewport: the actions wrap rather than overflow. */
export const Narrow: Story = {
  args: { listing: longTextListing },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { cardWidth: '15rem' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    for (const control of within(card).getAllByRole('button')) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
  },
};

export const DarkTheme: Story = {
  args: { listing: featuredListing },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toBeVisible();
  },
};

export const DarkThemeList: Story = {
  ...ListVariant,
  args: { variant: 'list', listing: archivedListing, isSelected: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Archived')).toBeVisible();
  },
};
