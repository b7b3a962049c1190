import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { CreateProjectDialog, type CreateProjectDialogProps } from './CreateProjectDialog.tsx';
import { expectFits } from '../../testing/layout.ts';

function Harness(args: Omit<CreateProjectDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>New Project</Button>
      <CreateProjectDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Composites/CreateProjectDialog',
  component: CreateProjectDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The projects page's 'New Project' dialog, 'Create New Project' (spec part 1 §2, §5): " +
          "'Project Title *', Address and Notes. An empty title shows 'Project title is " +
          "required' (also passed to `onInvalid` for the toast) and makes no call. `onCreate` " +
          'returns a promise: pending meanwhile, closes on success (navigate to the project ' +
          "there), and keeps the form with the error ('Failed to create project' or the " +
          "server's message) on failure.",
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onCreate: fn(async () => {}),
    onInvalid: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CreateProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Create New Project' });
  const title = within(dialog).getByRole('textbox', { name: 'Project Title' });
  await waitFor(() => expect(title).toHaveFocus());
  return { body, dialog, title };
}

/** Keyboard only: title, Tab to Address and Notes, Enter in a text field creates. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog, title } = await open(canvasElement);
    await expect(title).toBeRequired();
    await userEvent.type(title, '  Maple Street  ');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await userEvent.keyboard('12 Maple Street');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await userEvent.keyboard('Warmer living room');
    // Enter in a single-line field submits (in Notes it starts a new line).
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Maple Street',
      address: '12 Maple Street',
      notes: 'Warmer living room',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An empty (or blank) title: the spec's message, no call, focus back on the title. */
export const TitleRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, title } = await open(canvasElement);
    await userEvent.type(title, '   {Enter}');
    await expect(await within(dialog).findByText('Project title is required')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledWith('Project title is required');
    await userEvent.type(title, 'Oak Lane');
    await expect(title).not.toHaveAttribute('aria-invalid');
  },
};

/** Creating: the button shows a spinner and the fields are disabled. */
export const Pending: Story = {
  args: { onCreate: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const { dialog, title } = await open(canvasElement);
    await userEvent.type(title, 'Maple Street{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Create Project/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
    await expect(title).toBeDisabled();
  },
};

/** The call failed: 'Failed to create project', the typed values are kept for a retry. */
export const Failed: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement, args }) => {
    const { dialog, title } = await open(canvasElement);
    await userEvent.type(title, 'Maple Street{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create project',
    );
    await expect(title).toHaveValue('Maple Street');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The server's `{detail}` is shown as is. */
export const ServerMessage: Story = {
  args: {
    onCreate: fn(async () =>
      Promise.reject(new Error('Project title must be at most 200 characters')),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog, title } = await open(canvasElement);
    await userEvent.type(title, 'Maple Street{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Project title must be at most 200 characters',
    );
  },
};

/** Long values stay inside the dialog: the title scrolls in its field, notes wrap. */
export const LongText: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, title } = await open(canvasElement);
    await userEvent.keyboard(
      '2026-11-20 Maple Street listing — open-plan kitchen, dining and living, north wall',
    );
    await userEvent.tab();
    await userEvent.keyboard('Apartment 14B, 1200 Harbourfront Boulevard, Springfield West');
    await userEvent.tab();
    await userEvent.keyboard(
      'Client wants warm minimalism with walnut and sage; keep the fireplace and the built-in shelving; compare golden hour and twilight for the listing photos.',
    );
    await expectFits(dialog);
    await expect(title).toHaveValue(
      '2026-11-20 Maple Street listing — open-plan kitchen, dining and living, north wall',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

/** Editing a project: its values filled in, 'Edit Project' / 'Save Changes'. */
export const EditProject: Story = {
  args: {
    initialValues: { title: 'Maple Street', address: '12 Maple Street', notes: 'Warm tones' },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Edit Project' });
    const title = within(dialog).getByRole('textbox', { name: 'Project Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveValue('Maple Street');
    await expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue(
      '12 Maple Street',
    );
    // Waited for: the dialog fades in from opacity 0, which toBeVisible counts as hidden.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeVisible(),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Maple Street (sold){Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Maple Street (sold)',
      address: '12 Maple Street',
      notes: 'Warm tones',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

/** At the Free plan's 5 projects: the limit in the server's words, Create disabled. */
export const AtProjectLimit: Story = {
  args: {
    limitNotice:
      "You've reached the limit of 5 projects on the Free plan. Delete a project or upgrade your plan.",
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, title } = await open(canvasElement);
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      "You've reached the limit of 5 projects on the Free plan.",
    );
    await userEvent.type(title, 'Sixth{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Create Project' })).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
