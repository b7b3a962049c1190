import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A short hint shown on hover (after a delay) and immediately on keyboard focus; ' +
          'Escape hides it. Use it to spell out icon-only buttons in toolbars ("Download", ' +
          '"Compare with original"). It is supplementary: the trigger keeps its own ' +
          '`aria-label`, and a tooltip never carries essential information or interactive ' +
          'content, since touch users cannot hover.',
      },
    },
  },
  args: { children: 'Download' },
  render: (args) => (
    <TooltipTrigger>
      <IconButton aria-label="Download">
        <Icon name="download" />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once; Escape hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Download');
    await expect(within(canvasElement).getByRole('button', { name: 'Download' })).toHaveAttribute(
      'aria-describedby',
      tip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '3rem', padding: '3rem' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} defaultOpen>
          <IconButton aria-label={`Info ${placement}`}>
            <Icon name="info" />
          </IconButton>
          <Tooltip placement={placement}>{placement}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};

/** Long hints wrap at a comfortable width. */
export const LongText: Story = {
  args: {
    children: 'Compare the generated design with the original photo using a draggable divider',
    placement: 'bottom',
  },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <IconButton aria-label="Compare">
        <Icon name="compare" />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

/**
 * On a phone, a long hint on a button at the screen edge: it wraps and stays on screen.
 * (Touch users never see tooltips; a keyboard on a tablet does.)
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'padded' },
  args: { children: 'Compare the generated design with the original photo using a divider' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <TooltipTrigger>
        <IconButton aria-label="Compare">
          <Icon name="compare" />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible(), { timeout: 3000 });
    await expectFits(tip);
  },
};

/** A disabled trigger gets no tooltip. */
export const DisabledTrigger: Story = {
  render: (args) => (
    <TooltipTrigger>
      <IconButton aria-label="Download" isDisabled>
        <Icon name="download" />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('tooltip'),
    ).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
