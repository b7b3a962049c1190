import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button, IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ButtonLink } from '../Link/Link.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A surface that groups one thing: a project, a plan, a feature, a settings group, the ' +
          'playground\'s "Choose an Image to Start". Title, description, header `actions` and ' +
          '`footer` are all optional. Pick `headingLevel` to fit the page outline. The card itself ' +
          'is not clickable; put a `Link` or `Button` inside.',
      },
    },
  },
  args: {
    title: 'Sunny loft',
    description: '12 Elm Street, Springfield',
  },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: <p style={{ margin: 0 }}>8 images · created 3 May 2026</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sunny loft' })).toBeVisible();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <Badge variant="accent">Sample</Badge>,
    children: (
      <p style={{ margin: 0 }}>
        Kitchen and living room, before and after. Notes: keep the oak floor.
      </p>
    ),
    footer: (
      <>
        <Button variant="quiet" size="sm">
          Rename
        </Button>
        <ButtonLink href="/app/projects/1" size="sm">
          Open project
        </ButtonLink>
      </>
    ),
  },
};

export const Elevated: Story = {
  args: {
    variant: 'elevated',
    title: 'Pro',
    description: '1,000 credits per month',
    actions: (
      <IconButton aria-label="More about Pro" size="sm">
        <Icon name="plans" size="sm" />
      </IconButton>
    ),
    children: <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>$19 / month</p>,
  },
};

export const Flat: Story = {
  args: {
    variant: 'flat',
    title: undefined,
    description: undefined,
    children: 'Nothing here yet.',
  },
};

export const NoHeader: Story = {
  args: {
    title: undefined,
    description: undefined,
    children: <p style={{ margin: 0 }}>This screen is on its way. The playground is ready now.</p>,
  },
};

export const LongText: Story = {
  args: {
    title: 'A very long project title that keeps going: the complete ground-floor renovation',
    description:
      '1400 Pennsylvania Avenue Northwest, Apartment 12B, Washington, District of Columbia 20004',
    children: (
      <p style={{ margin: 0 }}>
        Supercalifragilisticexpialidocious-renovation-notes-without-any-spaces-at-all-to-break
      </p>
    ),
  },
};

export const Narrow: Story = {
  ...WithActionsAndFooter,
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'min(56rem, 92vw)' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
        gap: '1rem',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {[
        ['Wall colour', 'Repaint walls in ten designer colours while keeping light and texture.'],
        ['Lighting', 'Golden hour, twilight or evenly lit: regrade any room photo.'],
        ['Sky replacement', 'Swap a grey sky for blue sky, sunset or dramatic clouds.'],
      ].map(([title, text]) => (
        <li key={title}>
          <Card title={title}>
            <p style={{ margin: 0 }}>{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  ),
};

export const DarkTheme: Story = { ...WithActionsAndFooter, globals: { theme: 'dark' } };
