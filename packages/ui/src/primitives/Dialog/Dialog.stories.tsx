import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextArea, TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A modal dialog for a short, focused task that must be finished or dismissed before going ' +
          'on: "Create New Project", "Image Variations", confirming a deletion. Put the trigger ' +
          'button first inside `DialogTrigger`, then the `Dialog`. Focus moves into the dialog, is ' +
          'trapped there, and returns to the trigger when it closes; Escape, the close button and ' +
          'a click outside dismiss it (unless `isDismissable={false}`). Footer actions go right, ' +
          'primary action last. Use `role="alertdialog"` for destructive confirmations.',
      },
    },
  },
  args: {
    title: 'Create New Project',
    description: 'Projects group the rooms you upload and the boards you share.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

/**
 * Keyboard: Enter on the trigger opens it, focus lands inside and stays inside while
 * tabbing, Escape closes it and focus returns to the trigger.
 */
export const CreateProject: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>New Project</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form="create-project">
              Create Project
            </Button>
          </>
        )}
      >
        {(close) => (
          <Form
            id="create-project"
            style={{ display: 'grid', gap: '1rem' }}
            onSubmit={(event) => {
              event.preventDefault();
              onCreate(Object.fromEntries(new FormData(event.currentTarget)));
              close();
            }}
          >
            <TextField
              label="Project Title"
              name="title"
              isRequired
              autoFocus
              errorMessage="Project title is required"
            />
            <TextField label="Address" name="address" />
            <TextArea label="Notes" name="notes" rows={3} />
          </Form>
        )}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'New Project' });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog', { name: 'Create New Project' });
    await expect(dialog).toHaveAccessibleDescription(
      'Projects group the rooms you upload and the boards you share.',
    );
    await waitFor(() => expect(body.getByRole('textbox', { name: /Project Title/ })).toHaveFocus());

    // Focus is trapped: a full cycle of Tab presses never leaves the dialog.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Submitting fills in the form and closes; empty title shows the required error. */
export const SubmitFlow: Story = {
  ...CreateProject,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    const dialog = await body.findByRole('dialog', { name: 'Create New Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await expect(await within(dialog).findByText('Project title is required')).toBeInTheDocument();
    await expect(onCreate).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Project Title/ }), 'Loft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onCreate).toHaveBeenCalledWith({ title: 'Loft', address: '', notes: '' });
  },
};

/** The close button in the header dismisses it too. */
export const CloseButton: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open details</Button>
      <Dialog {...args} title="Image details" description={undefined}>
        <p style={{ margin: 0 }}>1920 x 1080 · living room · uploaded today</p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open details' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Image details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A destructive confirmation: `alertdialog`, small, danger action last. */
export const ConfirmDelete: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete project</Button>
      <Dialog
        {...args}
        role="alertdialog"
        size="sm"
        title="Delete “Sunny loft”?"
        description={undefined}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} autoFocus>
              Keep project
            </Button>
            <Button variant="danger" onPress={close}>
              Delete
            </Button>
          </>
        )}
      >
        <p style={{ margin: 0 }}>
          Its 12 images, every version and its boards will be removed. This cannot be undone.
        </p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete “Sunny loft”?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep project' })).toHaveFocus(),
    );
  },
};

/** Long content scrolls inside the body while header and footer stay put. */
export const LongContent: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Read the terms</Button>
      <Dialog
        {...args}
        title="How we store your designs"
        description="Plain-language summary, updated this month."
        size="lg"
        footer={(close) => <Button onPress={close}>Got it</Button>}
      >
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            Section {i + 1}. Every uploaded room photo and every generated version is kept in your
            project until you delete it. Boards you share by link show only the versions you chose,
            and you can revoke a link at any time from the board's settings.
          </p>
        ))}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await body.findByRole('dialog', { name: 'How we store your designs' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible(),
    );
  },
};

/** Non-dismissable: no close button; Escape does nothing, only the footer ends it. */
export const NotDismissable: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Start upload</Button>
      <Dialog
        {...args}
        isDismissable={false}
        isKeyboardDismissDisabled
        size="sm"
        title="Uploading 3 images"
        description="Keep this window open until the upload finishes."
        footer={(close) => (
          <Button variant="secondary" onPress={close}>
            Cancel upload
          </Button>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start upload' }));
    const dialog = await body.findByRole('dialog', { name: 'Uploading 3 images' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.getByRole('dialog', { name: 'Uploading 3 images' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DarkTheme: Story = {
  ...CreateProject,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Project' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

/** On a phone the dialog keeps a margin and its footer buttons wrap. */
export const Phone: Story = {
  ...CreateProject,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Project' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};
