import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeProject } from '@hds/api-client/msw';
import { ProjectCard, ProjectCardSkeleton } from './ProjectCard.tsx';

const rooms = [
  '/samples/living_room/furnished_industrial_daylight.jpg',
  '/samples/kitchen/furnished_mediterranean_daylight.jpg',
  '/samples/bedroom/furnished_bohemian_daylight.jpg',
  '/samples/office/furnished_bohemian_daylight.jpg',
];

const project = makeProject({
  image_count: 4,
  notes: 'Owner wants a warmer living room before the spring listing.',
  cover_thumbnails: rooms,
});

/** The cover's pictures once they have loaded (or failed). */
async function coverImages(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  await waitFor(() => expect(images.every((img) => img.complete)).toBe(true));
  return images;
}

const meta = {
  title: 'Composites/ProjectCard',
  component: ProjectCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A project in the projects grid (spec part 1 §2): title, address, 'n images', the " +
          'created date and notes, under a cover of up to four of its pictures as their primary ' +
          'versions look (`cover_thumbnails` of the list reply; none → a folder placeholder). ' +
          'The whole card opens the project (`href`); the title is the ' +
          'link, so it is one Tab stop with the project name. The spec gives project cards no ' +
          'menu of its own; `onAction` adds one (Edit Project, Delete Project, issue #23) that ' +
          'stays clickable above the card link, and `actions` can hold any other.',
      },
    },
  },
  args: { project, href: '/app/projects/prj-0001' },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Maple Street' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/app/projects/prj-0001');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Maple Street');
    await expect(canvas.getByText('12 Maple Street, Springfield')).toBeVisible();
    await expect(canvas.getByText('4 images')).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    // Four pictures, decorative: the title is the card's name, the cover adds no Tab stop.
    const images = await coverImages(canvasElement);
    await expect(images).toHaveLength(4);
    for (const img of images) {
      await expect(img).toHaveAttribute('alt', '');
      await expect(img.naturalWidth).toBeGreaterThan(0);
    }
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

/** With `onAction`: a menu after the title link, reachable by Tab, opened with Enter. */
export const WithMenu: Story = {
  args: { onAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Maple Street' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Actions for Maple Street' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Edit Project', 'Delete Project']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('delete'));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A project with no pictures yet: the cover is a folder placeholder of the same size. */
export const NoPictures: Story = {
  args: { project: makeProject({ image_count: 0, cover_thumbnails: [] }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(within(canvasElement).getByText('0 images')).toBeVisible();
  },
};

/** One, two and three pictures fill the cover without gaps (three: one large, two stacked). */
export const ThreePictures: Story = {
  args: { project: makeProject({ image_count: 3, cover_thumbnails: rooms.slice(0, 3) }) },
  play: async ({ canvasElement }) => {
    const [first, second, third] = await coverImages(canvasElement);
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    const c = third!.getBoundingClientRect();
    await expect(Math.round(a.height)).toBeGreaterThan(Math.round(b.height));
    await expect(Math.round(b.left)).toBe(Math.round(c.left));
    await expect(b.bottom).toBeLessThanOrEqual(c.top + 1);
  },
};

export const OnePicture: Story = {
  args: { project: makeProject({ image_count: 1, cover_thumbnails: rooms.slice(0, 1) }) },
};

/** A picture that fails to load leaves a blank tile, not a broken-image glyph. */
export const BrokenPicture: Story = {
  args: {
    project: makeProject({
      image_count: 2,
      cover_thumbnails: ['/samples/does-not-exist.jpg', rooms[1]!],
    }),
  },
  play: async ({ canvasElement }) => {
    const [broken] = await coverImages(canvasElement);
    await waitFor(() => expect(broken).toHaveAttribute('data-broken'));
    await expect(getComputedStyle(broken!).visibility).toBe('hidden');
  },
};

/** A fresh project: no address, no notes, one image (singular). */
export const Minimal: Story = {
  args: { project: makeProject({ address: '', notes: '', image_count: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 image')).toBeVisible();
  },
};

/** The project created for first-time users. */
export const Sample: Story = {
  args: {
    project: makeProject({
      title: 'Sample Project',
      address: '',
      notes: 'Get started with these example room transformations',
      image_count: 4,
      is_sample: true,
      cover_thumbnails: [
        '/samples/kitchen/empty_daylight.jpg',
        '/samples/kitchen/furnished_mediterranean_daylight.jpg',
        '/samples/living_room/empty_daylight.jpg',
        '/samples/living_room/furnished_industrial_daylight.jpg',
      ],
    }),
  },
};

/** Long title, address and notes wrap; notes are clamped to three lines. */
export const LongText: Story = {
  args: {
    project: makeProject({
      cover_thumbnails: rooms,
      title: 'Harbourfront penthouse renovation — phase two (kitchen, dining and both terraces)',
      address: 'Apartment 4201, 1 Harbourfront Promenade West, Port Adelaide, South Australia 5015',
      notes:
        'Stage the kitchen in an industrial style for the investor deck, then prepare a warmer ' +
        'Scandinavian version for the open day. The client prefers sage walls over grey, wants ' +
        'the terrace shot at golden hour, and asked us to remove the builder signage from every ' +
        'exterior photo before anything goes to the agency.',
      image_count: 128,
    }),
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** `ProjectCardSkeleton`: what the projects grid shows while it loads, the size of a card. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }} data-testid="pair">
      <ProjectCardSkeleton />
      <ProjectCard
        project={makeProject({ address: '', notes: '', cover_thumbnails: rooms })}
        href="/app/projects/x"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pair = within(canvasElement).getByTestId('pair');
    const [skeleton, card] = [...pair.children] as HTMLElement[];
    await coverImages(card!);
    // The list arriving replaces like with like: no jump.
    const drift = Math.abs(
      skeleton!.getBoundingClientRect().height - card!.getBoundingClientRect().height,
    );
    await expect(drift).toBeLessThanOrEqual(4);
  },
};
