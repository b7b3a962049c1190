import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeProject } from '@hds/api-client/msw';
import { ProjectCard } from './ProjectCard.tsx';

const project = makeProject({
  image_count: 4,
  notes: 'Owner wants a warmer living room before the spring listing.',
});

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
          'created date and notes. The whole card opens the project (`href`); the title is the ' +
          'link, so it is one Tab stop with the project name. The spec gives project cards no ' +
          'menu; `actions` can hold one that stays clickable above the card link.',
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
    }),
  },
};

/** Long title, address and notes wrap; notes are clamped to three lines. */
export const LongText: Story = {
  args: {
    project: makeProject({
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
