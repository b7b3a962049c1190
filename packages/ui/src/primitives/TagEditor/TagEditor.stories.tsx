import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagEditor, type TagEditorProps, type TagEditorTag } from './TagEditor.tsx';

const existing: TagEditorTag[] = [
  { id: 't-kitchen', name: 'Kitchen' },
  { id: 't-client', name: 'Client favourite' },
  { id: 't-daylight', name: 'Daylight' },
  { id: 't-listing', name: 'Listing photo' },
  { id: 't-warm', name: 'Warm' },
];

/** The editor with the page's part played by state: added and removed tags show at once. */
function Stateful(props: TagEditorProps) {
  const [tags, setTags] = useState(props.tags);
  return (
    <TagEditor
      {...props}
      tags={tags}
      onAdd={(name) => {
        props.onAdd(name);
        const known = props.suggestions?.find((s) => s.name === name);
        setTags((t) => [...t, known ?? { id: `new-${name}`, name }]);
      }}
      onRemove={(tag) => {
        props.onRemove(tag);
        setTags((t) => t.filter((x) => x.id !== tag.id));
      }}
    />
  );
}

/** Waits until the suggestion list has closed and the page is no longer hidden behind it. */
async function listClosed(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(
    () => {
      expect(body.queryByRole('listbox')).toBeNull();
      expect(canvasElement.querySelector('div[aria-hidden="true"]')).toBeNull();
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Components/TagEditor',
  component: TagEditor,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "A version's tags with an input that adds one, suggesting the user's existing tags. " +
          'Keyboard: type to filter, ArrowDown/ArrowUp move, Enter adds, Backspace in the empty ' +
          'input removes the last tag, Escape closes the list; a focused tag goes with Delete.',
      },
    },
  },
  args: {
    tags: [existing[0]!, existing[2]!],
    suggestions: existing,
    onAdd: fn(),
    onRemove: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      // A centred story's frame takes its content's width, so a percentage cannot cap it: the
      // viewport less the page's and the frame's padding (5rem) keeps it on a 390 px screen.
      <div style={{ width: 'min(22rem, calc(100vw - 5rem))' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tags; typing 'cli', ArrowDown and Enter adds the existing 'Client favourite'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Add a tag to tags' });
    await userEvent.click(input);
    await userEvent.keyboard('cli');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenLastCalledWith('Client favourite');
    await expect(input).toHaveValue('');
    // The list stays open for the next tag (and hides the page from assistive tech): close it.
    await userEvent.keyboard('{Escape}');
    await listClosed(canvasElement);
    await expect(canvas.getByRole('row', { name: /^Client favourite/ })).toBeVisible();
  },
};

/** Suggestions leave out the tags the version already has; the arrows move through them. */
export const SuggestionsSkipApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).toEqual(['Client favourite', 'Listing photo', 'Warm']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenLastCalledWith('Listing photo');
    await userEvent.keyboard('{Escape}');
    await listClosed(canvasElement);
  },
};

/** A new name: Enter adds the typed text (the server creates the tag). */
export const AddNewTag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('Sea view {Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenLastCalledWith('Sea view');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('row', { name: /^Sea view/ })).toBeVisible();
    // The same name again (any case) is not added twice.
    await userEvent.keyboard('sea VIEW{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Backspace in the empty input removes the last tag; Escape closes the list and clears. */
export const KeyboardRemoveAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith({ id: 't-daylight', name: 'Daylight' });
    // That the row goes is RemoveWithButton's check (and the e2e's, with Backspace).
    await userEvent.keyboard('wa');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await expect(input).toHaveValue('wa');
    // A second Escape clears the text, and the list of all the user's tags does not open.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await listClosed(canvasElement);
  },
};

/** A tag is removed with its button (named 'Remove' and the tag). */
export const RemoveWithButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Kitchen' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith({ id: 't-kitchen', name: 'Kitchen' });
    await expect(canvas.queryByRole('row', { name: /^Kitchen/ })).toBeNull();
    await expect(canvas.getByRole('row', { name: /^Daylight/ })).toBeVisible();
  },
};

/** No tags yet. */
export const Empty: Story = {
  args: { tags: [], suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tags yet')).toBeVisible();
  },
};

/** Saving: announced as busy; the input stays usable for the next tag. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toBeEnabled();
    await expect(input.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Disabled: nothing can be added or removed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/** The server refused the last change. */
export const WithError: Story = {
  args: { errorMessage: 'tag must be at most 100 characters' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('tag must be at most 100 characters'),
    ).toBeVisible();
  },
};

/** Long names are cut with an ellipsis; the full name stays in the title and the name. */
export const LongNames: Story = {
  args: {
    tags: [
      { id: 'l1', name: 'Living room after the second staging round with the client' },
      { id: 'l2', name: 'Approved' },
    ],
  },
};

/** A phone-width column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
