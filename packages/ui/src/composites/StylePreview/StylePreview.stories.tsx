import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StylePreview } from './StylePreview.tsx';
import { sampleManifest, staticLivingRoom } from './StylePreview.fixtures.ts';

const meta = {
  title: 'Composites/StylePreview',
  component: StylePreview,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The landing page's style preview: pick a style, lighting, wall colour and " +
          'watermark and see the matching pre-generated living room from the styled manifest ' +
          "(starts at industrial, golden hour, white, watermark on). 'AI Generated' marks a " +
          'manifest picture. A missing or broken picture keeps the last good one on screen ' +
          '(or a static living room) and says so.',
      },
    },
  },
  args: { manifest: sampleManifest, fallbackSrc: staticLivingRoom, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(56rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StylePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('figure img') as HTMLImageElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(picture(canvasElement).getAttribute('src')).toContain('industrial_golden_hour');
    await expect(canvas.getByText('AI Generated')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Industrial' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bohemian' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
      style: 'bohemian',
      lighting: 'golden_hour',
      wallColor: 'white',
      watermark: true,
    });
    await expect(picture(canvasElement).getAttribute('src')).toContain('bohemian_daylight');
    await userEvent.keyboard('{ArrowLeft}');

    // Lighting: Twilight.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Golden hour' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(picture(canvasElement).getAttribute('src')).toContain('industrial_twilight');

    // Back to golden hour, then a wall colour whose picture is not ready yet.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Lighting/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Twilight' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Lighting/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Wall colour/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('option', { name: 'White' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      canvas.getByText(
        'This combination is not ready yet, so the previous preview is still shown.',
      ),
    ).toBeVisible();
    await expect(picture(canvasElement).getAttribute('src')).toContain('industrial_golden_hour');

    await userEvent.tab();
    const watermark = canvas.getByRole('switch', { name: 'Watermark' });
    await expect(watermark).toHaveFocus();
    await expect(watermark).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ wallColor: 'beige', watermark: false }),
    );
  },
};

/** The chosen picture fails to load: the static living room stays, politely explained. */
export const LoadFailure: Story = {
  args: { defaultSelection: { wallColor: 'charcoal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(
          canvas.getByText(
            'This preview could not be loaded, so the previous preview is shown instead.',
          ),
        ).toBeVisible(),
      // The picture loads lazily: give a busy machine time to ask for it.
      { timeout: 5000 },
    );
    await expect(picture(canvasElement).getAttribute('src')).toBe(staticLivingRoom);
    await expect(canvas.queryByText('AI Generated')).toBeNull();
  },
};

/** No manifest yet (still loading or failed): the static picture, no badge. */
export const EmptyManifest: Story = {
  args: { manifest: {} },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement).getAttribute('src')).toBe(staticLivingRoom);
    await expect(within(canvasElement).queryByText('AI Generated')).toBeNull();
  },
};

export const WatermarkOff: Story = {
  args: { defaultSelection: { watermark: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Watermark' }),
    ).not.toBeChecked();
    await expect(picture(canvasElement).getAttribute('src')).toContain('industrial_golden_hour');
  },
};

export const LongTitle: Story = {
  args: { title: 'See your living room in a new style, light and colour before you commit' },
};

/** Below 640 px of width the controls sit above the picture. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
