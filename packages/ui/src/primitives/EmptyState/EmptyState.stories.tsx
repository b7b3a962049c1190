import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'What a list, gallery or page shows when it has nothing yet, or when a search ' +
          'matched nothing: an icon, a title, one line of help and the action that fills it. ' +
          'Pass an `Icon` name or any node as `icon`, and one `Button` (or `ButtonLink`) as ' +
          '`action`. `headingLevel` fits the title into the page outline; `size="compact"` ' +
          'suits panels inside cards.',
      },
    },
  },
  args: {
    icon: 'folder',
    title: 'No projects yet',
    description: 'Create a project to upload room photos and start designing.',
    action: (
      <Button onPress={onCreate}>
        <Icon name="plus" size="sm" />
        Create Project
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Project' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    icon: 'search',
    title: 'No results',
    description: 'Nothing matches “japandi attic”. Try another word.',
    action: undefined,
    headingLevel: 3,
    size: 'compact',
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No boards yet' },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    icon: 'board',
    title: 'This board has no images yet, add some from your projects to start presenting',
    description:
      'Boards collect the designs you want to share with clients. Pick images from any project, reorder them, then create a share link or a QR code.',
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
