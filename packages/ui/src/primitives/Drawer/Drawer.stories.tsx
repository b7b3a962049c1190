import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Drawer } from './Drawer.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'An off-canvas modal panel from the left or right edge. `AppShell` and `NavBar` use it ' +
          'for navigation on phones; use it yourself for secondary panels that would crowd a small ' +
          'screen (filters, version history). It is a modal dialog: focus is trapped, Escape or a ' +
          'tap outside closes it and focus returns to the opener. Control it with `isOpen` / ' +
          '`onOpenChange`.',
      },
    },
  },
  args: { title: 'Filters', children: null },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Open filters
        </Button>
        <Drawer {...args} isOpen={open} onOpenChange={setOpen}>
          {(close) => (
            <>
              <p style={{ margin: 0 }}>Show images from one project or room type.</p>
              <Link href="#kitchen" onPress={close}>
                Kitchen
              </Link>
              <Link href="#living-room" onPress={close}>
                Living room
              </Link>
            </>
          )}
        </Drawer>
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the keyboard, traps focus, closes with Escape and returns focus. */
export const Left: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Opens the drawer from the keyboard and returns it. */
async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(drawer).toBeVisible(), { timeout: 3000 });
  return drawer;
}

/** On a phone the drawer leaves a strip of the page visible to tap and close it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expectFits(drawer);
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(viewport);
  },
};

/** A long title and long entries wrap inside the panel. */
export const LongText: Story = {
  args: { title: 'Filter images by project, room type and the style they were staged in' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Open filters
        </Button>
        <Drawer {...args} isOpen={open} onOpenChange={setOpen}>
          <p style={{ margin: 0 }}>
            Only images from the projects and rooms you choose are shown; the others stay in their
            projects and come back when you clear the filters.
          </p>
          <Link href="#maple">2026-11-20 Maple Street listing — open-plan kitchen and dining</Link>
        </Drawer>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expectFits(drawer);
    await expect(
      within(drawer).getByRole('heading', { name: /Filter images by project/ }),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

export const Right: Story = {
  args: { side: 'right' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open filters' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};
