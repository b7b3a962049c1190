import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BoardWizard, type BoardWizardProps } from './BoardWizard.tsx';
import {
  chosenVersions,
  createdBoard,
  manyVersions,
  shareLinkFor,
} from './BoardWizard.fixtures.ts';

type CreateBoard = BoardWizardProps['createBoard'];
type CreateShareLink = BoardWizardProps['createShareLink'];
type Copy = BoardWizardProps['copy'];
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Composites/BoardWizard',
  component: BoardWizard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it when a user has picked versions in a project and wants to group them into a ' +
          'board (spec part 2 §2). Three steps run by `boardWizardMachine`: name (required, ' +
          "'Please enter a board name') and description with previews; review and Create Board " +
          '— the board exists only once `createBoard` resolves, a failure stays on step 2; ' +
          "then View Only and View and Upload links with Copy ('Copied' for 2 s) and Finish. " +
          'It never fetches: `createBoard`, `createShareLink` and `copy` are props; a failed ' +
          "call is also reported through `onFailure(message)` ('Failed to create board', " +
          "'Failed to create share link', 'Failed to copy link') for the app's toast. Every step " +
          'moves focus to its heading; Enter in the name field goes on.',
      },
    },
  },
  args: {
    projectId: 'prj-0001',
    versions: chosenVersions,
    createBoard: fn<CreateBoard>(async () => createdBoard),
    createShareLink: fn<CreateShareLink>(async ({ permission }) => shareLinkFor(permission)),
    copy: fn<Copy>(async () => {}),
    onFinish: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoardWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole flow from the keyboard: Tab, type, Enter through the three steps. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
    await expect(canvas.getByRole('img', { name: 'Industrial kitchen' })).toBeVisible();
    // A version without a label is named after its id.
    await expect(canvas.getByRole('img', { name: 'Version ver-9a8b' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Board Name/ })).toHaveFocus();
    await userEvent.keyboard('  Kitchen ideas ');
    await userEvent.tab();
    await userEvent.keyboard('Warm and industrial options');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const review = await canvas.findByRole('heading', { name: /Step 2 of 3/ });
    await expect(review).toHaveFocus();
    await expect(canvas.getByText('3 versions')).toBeVisible();
    await expect(args.createBoard).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Board' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.createBoard).toHaveBeenCalledWith({
      projectId: 'prj-0001',
      name: 'Kitchen ideas',
      description: 'Warm and industrial options',
      versionIds: ['ver-0a1b2c3d4e', 'ver-1f2e3d4c5b', 'ver-9a8b7c6d5e'],
    });

    const share = await canvas.findByRole('heading', { name: /Step 3 of 3/ });
    await expect(share).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Board “Kitchen ideas” created with 3 versions.',
    );
    await userEvent.tab();
    const viewCard = canvas.getByRole('region', { name: 'View Only' });
    await expect(within(viewCard).getByRole('button', { name: 'Generate Link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.createShareLink).toHaveBeenCalledWith({
      boardId: 'brd-0042',
      permission: 'view',
    });
    // Focus lands on Copy once the link replaces the button.
    const copy = await within(viewCard).findByRole('button', { name: 'Copy' });
    await waitFor(() => expect(copy).toHaveFocus());
    await expect(within(viewCard).getByRole('textbox', { name: 'View Only link' })).toHaveValue(
      'https://homedesign.example/app/share/board/shr_v13w0nly',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(
      'https://homedesign.example/app/share/board/shr_v13w0nly',
    );
    await expect(await within(viewCard).findByRole('button', { name: 'Copied' })).toBeVisible();

    await userEvent.tab(); // Open
    await userEvent.tab(); // View and Upload: Generate Link
    await userEvent.tab(); // Finish
    await expect(canvas.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFinish).toHaveBeenCalledWith(createdBoard);
    await waitFor(
      () => expect(within(viewCard).getByRole('button', { name: 'Copy' })).toBeVisible(),
      { timeout: 3000 },
    );
  },
};

/** Next with a blank name: the spec's message on the field, no step change. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('   {Enter}');
    const name = canvas.getByRole('textbox', { name: /Board Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter a board name');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
    // Typing clears the message.
    await userEvent.keyboard('Patio');
    await expect(canvas.queryByText('Please enter a board name')).toBeNull();
  },
};

/** No version chosen: a board needs at least one. */
export const NoVersions: Story = {
  args: { versions: [], defaultName: 'Empty board' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No versions selected yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please select at least one version',
    );
    await expect(args.createBoard).not.toHaveBeenCalled();
  },
};

/** Create Board while the call runs: disabled, 'Creating...', Back disabled too. */
export const Creating: Story = {
  args: { createBoard: fn<CreateBoard>(never), defaultName: 'Kitchen ideas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Board' }));
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/**
 * The server refused: the board does not exist, the wizard stays on step 2 with the error and
 * reports it through `onFailure` (the studio's destructive toast), so it is announced once.
 */
export const CreateFails: Story = {
  args: {
    createBoard: fn<CreateBoard>(async () => Promise.reject(new Error('HTTP error! status: 500'))),
    defaultName: 'Kitchen ideas',
    onFailure: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { name: /Step 2 of 3/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Failed to create board')).toBeVisible();
    await expect(args.onFailure).toHaveBeenCalledTimes(1);
    await expect(args.onFailure).toHaveBeenCalledWith('Failed to create board', expect.any(Error));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Board' })).toHaveFocus());
    await expect(args.createShareLink).not.toHaveBeenCalled();
  },
};

/** Back from the review keeps what was typed. */
export const BackKeepsValues: Story = {
  args: { defaultName: 'Bedroom moodboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: /Board Name/ })).toHaveValue(
      'Bedroom moodboard',
    );
    await expect(canvas.getByRole('heading', { name: /Step 1 of 3/ })).toHaveFocus();
  },
};

/** Link generation fails without an `onFailure`: the step announces the spec's message itself. */
export const ShareLinkFails: Story = {
  args: {
    defaultName: 'Kitchen ideas',
    createShareLink: fn<CreateShareLink>(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Board' }));
    const upload = await canvas.findByRole('region', { name: 'View and Upload' });
    await userEvent.click(within(upload).getByRole('button', { name: 'Generate Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create share link');
    await expect(within(upload).getByRole('button', { name: 'Generate Link' })).toBeEnabled();
  },
};

/** Copying fails (clipboard refused) and is reported; 'Copied' never shows. */
export const CopyFails: Story = {
  args: {
    defaultName: 'Kitchen ideas',
    copy: fn<Copy>(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
    onFailure: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Board' }));
    const view = await canvas.findByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Generate Link' }));
    await userEvent.click(await within(view).findByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith('Failed to copy link', expect.any(DOMException)),
    );
    await expect(canvas.getByText('Failed to copy link')).toBeVisible();
    await expect(within(view).queryByRole('button', { name: 'Copied' })).toBeNull();
  },
};

/** While one link is being generated, Generate Link is disabled on both cards. */
export const GeneratingLink: Story = {
  args: { defaultName: 'Kitchen ideas', createShareLink: fn<CreateShareLink>(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Board' }));
    const view = await canvas.findByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Generate Link' }));
    await expect(within(view).getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await expect(within(upload).getByRole('button', { name: 'Generate Link' })).toBeDisabled();
  },
};

/** Ten versions, long labels and a long description wrap; one version has no picture yet. */
export const LongText: Story = {
  args: {
    versions: manyVersions,
    defaultName:
      'Harbourfront penthouse — investor deck, open-day staging and the agency brochure shortlist',
  },
};

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
