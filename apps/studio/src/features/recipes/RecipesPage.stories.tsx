import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  homeDesignHandlers,
  makeBatch,
  makeRecipe,
  populatedHomeDesign,
  recipesHandlers,
  type RecipesState,
} from '@hds/api-client/msw';
import { PAGE_WAIT, expectSignInGate, mockApi, studioPage } from '../../storybook/StudioStory.tsx';
import { RecipesPage } from './RecipesPage.tsx';
import type { BatchPage } from './BatchPage.tsx';

const withRecipes = (state: Partial<RecipesState> = {}) =>
  mockApi(() => {
    const scenario = populatedHomeDesign();
    return [
      ...recipesHandlers(scenario, {
        recipes: [makeRecipe({ id: 'rcp-1', name: 'Golden hour' })],
        batches: [],
        ...state,
      }),
      ...homeDesignHandlers(scenario),
    ];
  });

const meta = {
  title: 'Pages/Recipes',
  component: RecipesPage,
  ...studioPage('/app/recipes'),
} satisfies Meta<typeof RecipesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Apply a recipe to a project: the batch runs to its end in the dialog, image by image. */
export const Default: Story = {
  beforeEach: withRecipes({ failImages: { 'img-0002': 'The engine gave up' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const card = (await canvas.findByRole('heading', { name: 'Golden hour' }, PAGE_WAIT)).closest(
      'li',
    )!;
    await expect(card).toHaveTextContent(/Lighting · golden hour · .*seed 1234/);
    await userEvent.click(within(card).getByRole('button', { name: 'Apply to a project' }));
    const dialog = await body.findByRole('dialog', { name: 'Apply recipe' }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: /Project/ }));
    await userEvent.click(await body.findByRole('option', { name: /Maple Street/ }, PAGE_WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to all images' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          /Batch finished: \d of \d done · 1 failed/,
        ),
      { timeout: 20_000 },
    );
    await expect(within(dialog).getByText('The engine gave up')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Compare results' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withRecipes({ recipes: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No recipes yet' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** Rename with the keyboard; the list shows the new name. */
export const Rename: Story = {
  beforeEach: withRecipes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Rename Golden hour' }, PAGE_WAIT),
    );
    const dialog = await body.findByRole('dialog', { name: 'Rename recipe' }, PAGE_WAIT);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Recipe name' }));
    await userEvent.keyboard('Dusk glow{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Dusk glow' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { studio: { path: '/app/recipes', session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    await expectSignInGate(canvasElement, 'Recipes');
  },
};

const scenario = populatedHomeDesign();
const done = makeBatch({
  id: 'bat-1',
  items: scenario.images.map((img) => ({
    image: img.id,
    name: img.name,
    status: 'succeeded' as const,
    error_message: null,
    jobs: [`job-${img.id}`],
    source_version: img.versions[0]!,
    result_version: {
      ...img.versions[0]!,
      id: `res-${img.id}`,
      is_primary: false,
      kind: 'edited' as const,
      preview_url: '/samples/living_room/furnished_industrial_daylight.jpg',
    },
  })),
});

/** A finished batch's page: every result beside its original, to compare. */
export const Batch: StoryObj<typeof BatchPage> = {
  parameters: { studio: { path: '/app/batches/bat-1' } },
  beforeEach: mockApi(() => [
    ...recipesHandlers(scenario, { recipes: [], batches: [done] }),
    ...homeDesignHandlers(scenario),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Results' }, PAGE_WAIT);
    await expect(within(results).getAllByRole('slider')).toHaveLength(scenario.images.length);
    // By its text: the sidebar's credits box is a status region too.
    await expect(await canvas.findByText(/Batch finished/, {}, PAGE_WAIT)).toBeVisible();
  },
};
