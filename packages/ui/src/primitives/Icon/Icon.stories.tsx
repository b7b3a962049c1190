import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A small set of inline SVG outline icons, drawn on one 24 px grid and coloured by the ' +
          'current text colour. Icons are decorative by default (`aria-hidden`): pair them with ' +
          'visible text, or name the surrounding `IconButton`. Give an icon its own `aria-label` ' +
          'only when it stands alone and carries meaning. Named shortcuts exist for each glyph ' +
          '(`MenuIcon`, `UserIcon`...).',
      },
    },
  },
  args: { name: 'sparkles', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    direction: { control: 'inline-radio', options: ['down', 'up', 'left', 'right'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="sparkles"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
        gap: '0.75rem',
        width: 'min(40rem, 90vw)',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: '0.5rem',
            padding: '0.75rem',
            fontSize: '0.75rem',
          }}
        >
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

/** A standalone meaningful icon gets `role="img"` and a name. */
export const Labelled: Story = {
  args: { name: 'alert', 'aria-label': 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const ChevronDirections: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {(['down', 'up', 'left', 'right'] as const).map((direction) => (
        <Icon key={direction} name="chevron" direction={direction} size="lg" />
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { ...Gallery, globals: { theme: 'dark' } };
