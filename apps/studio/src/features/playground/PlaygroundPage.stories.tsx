import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { homeDesignPaths } from '@hds/api-client';
import { confidenceMessages } from '@hds/api-client/contract';
import {
  addSampleProject,
  boardsHandlers,
  boardsScenario,
  editsHandlers,
  homeDesignHandlers,
  homeDesignScenario,
  makeBoard,
  makeVersion,
  populatedBoards,
  populatedHomeDesign,
  tagsJobsHandlers,
  type EditsOptions,
  type HomeDesignScenario,
} from '@hds/api-client/msw';
import { playgroundWelcomeMessages } from '@hds/ui';
import {
  PAGE_WAIT,
  clearStaleAnnouncements,
  expectToast,
  failing,
  mockApi,
  pendingForever,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { primaryMessages } from '../../versions/primaryVersion.ts';
import { PlaygroundPage } from './PlaygroundPage.tsx';
import { playgroundMessages } from './EditWorkspace.tsx';
import { sampleMessages } from '../../kit/samples/samples.ts';

const WELCOME = playgroundWelcomeMessages.title;

/** The sample project's auto-generated board: it does not end the first visit. */
const sampleBoard = () =>
  boardsScenario({
    boards: [
      makeBoard({
        id: 'brd-sample',
        name: 'Sample Project — All Images',
        project: { id: 'prj-sample', title: 'Sample Project' },
        is_auto_generated: true,
      }),
    ],
  });

/** Handlers over one scenario: the home-design reads, the playground's calls and boards. */
const api = (scenario: HomeDesignScenario, boards = sampleBoard(), edits: EditsOptions = {}) => [
  ...homeDesignHandlers(scenario),
  ...editsHandlers(scenario, edits),
  // The version's tags and the Jobs panel (none yet).
  ...tagsJobsHandlers(scenario, { tags: [], jobs: [] }),
  ...boardsHandlers(boards),
];

/** A first-time guest: the server has just made the sample project, nothing else exists. */
const firstVisit = () => {
  const scenario = homeDesignScenario();
  addSampleProject(scenario);
  return scenario;
};

/** Maple Street's living room with an original and a completed lighting edit. */
const withLightingEdit = () => {
  const scenario = populatedHomeDesign();
  addSampleProject(scenario, { createdAt: '2026-01-01T00:00:00.000Z' });
  scenario.images = scenario.images.map((image) =>
    image.id === 'img-0001'
      ? {
          ...image,
          versions: [
            makeVersion({
              id: 'ver-original',
              image: image.id,
              created_at: '2026-11-20T10:00:00Z',
            }),
            makeVersion({
              id: 'ver-lighting',
              image: image.id,
              label: 'Lighting',
              kind: 'edited',
              operation: 'lighting',
              is_primary: false,
              parent: 'ver-original',
              created_at: '2026-11-20T11:00:00Z',
              storage_url: '/samples/living_room/furnished_industrial_daylight.jpg',
              preview_url: '/samples/living_room/furnished_industrial_daylight.jpg',
              thumbnail_url: '/samples/living_room/furnished_industrial_daylight.jpg',
            }),
          ],
        }
      : image,
  );
  return scenario;
};

const meta = {
  title: 'Pages/Playground',
  component: PlaygroundPage,
  ...studioPage(
    '/app/playground',
    '`/app/playground?imageId=&versionId=` in the whole studio: the welcome card for a ' +
      "first-time user, 'Choose an Image to Start' for a returning one, the sample " +
      'project failing, and the workspace: current version, Version History, an edit ' +
      'that turns Processing into a new version, set primary (optimistic, rolled back on a ' +
      'refusal) and a missing image.',
  ),
} satisfies Meta<typeof PlaygroundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * First visit: the welcome card with the sample project's four rooms and 'Welcome'; a room
 * chosen from the keyboard opens in the playground with 'Sample Loaded'.
 */
export const FirstVisit: Story = {
  beforeEach: mockApi(() => api(firstVisit())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: WELCOME }, PAGE_WAIT);
    const samples = await within(welcome).findByRole(
      'list',
      { name: 'Sample Project Images' },
      PAGE_WAIT,
    );
    const links = within(samples).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^Kitchen/),
      expect.stringMatching(/^Kitchen/),
      expect.stringMatching(/^Living room/),
      expect.stringMatching(/^Living room/),
    ]);
    await expect(
      within(welcome).getByRole('heading', { name: 'Or Upload Your Own' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Choose an Image to Start')).toBeNull();
    await expectToast(canvasElement, sampleMessages.welcome, sampleMessages.welcomeDescription);

    links[2]!.focus();
    await userEvent.keyboard('{Enter}');
    await expectToast(canvasElement, sampleMessages.loaded);
    const crumbs = await canvas.findByRole('navigation', { name: 'Breadcrumbs' }, PAGE_WAIT);
    await expect(crumbs).toHaveTextContent('Sample Project');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Version History/ }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** The lists never answer: one busy placeholder the size of the card holds the page. */
export const Loading: Story = {
  beforeEach: mockApi(() => [pendingForever(homeDesignPaths.projects), ...api(firstVisit())]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = await canvas.findByLabelText('Loading the playground', undefined, PAGE_WAIT);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy.getBoundingClientRect().height).toBeGreaterThan(400);
    await expect(canvas.queryByRole('region', { name: WELCOME })).toBeNull();
  },
};

/** A returning user: their recent images, the samples, and the upload. */
export const Returning: Story = {
  beforeEach: mockApi(() => {
    const scenario = populatedHomeDesign();
    addSampleProject(scenario, { createdAt: '2026-01-01T00:00:00.000Z' });
    return api(scenario, populatedBoards());
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose an Image to Start' }, PAGE_WAIT),
    ).toBeVisible();
    const recent = await canvas.findByRole('list', { name: 'Your Recent Images' }, PAGE_WAIT);
    await expect(within(recent).getAllByRole('link')).toHaveLength(3);
    const samples = await canvas.findByRole('list', { name: 'Sample Project Images' }, PAGE_WAIT);
    await expect(within(samples).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: WELCOME })).toBeNull();
    // An old sample project is not greeted again.
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog', { name: 'Welcome' }),
    ).toBeNull();
  },
};

/** The sample project does not load: the card says so with a retry, and so does a toast. */
export const SamplesFailed: Story = {
  beforeEach: mockApi(() => [failing(homeDesignPaths.project('prj-sample')), ...api(firstVisit())]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: WELCOME }, PAGE_WAIT);
    const alert = await within(welcome).findByRole('alert', undefined, PAGE_WAIT);
    await expect(alert).toHaveTextContent(sampleMessages.initFailed);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectToast(canvasElement, 'Error', sampleMessages.initFailed);
  },
};

/** No sample project (the user deleted it): one button makes it, with 'Welcome'. */
export const NoSampleYet: Story = {
  beforeEach: mockApi(() => api(homeDesignScenario(), boardsScenario({ boards: [] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: WELCOME }, PAGE_WAIT);
    await expect(within(welcome).getByText(playgroundWelcomeMessages.noSamples)).toBeVisible();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Load Sample Images' }));
    await expectToast(canvasElement, sampleMessages.welcome);
    const samples = await within(welcome).findByRole(
      'list',
      { name: 'Sample Project Images' },
      PAGE_WAIT,
    );
    await expect(within(samples).getAllByRole('link')).toHaveLength(4);
    // The pending button's live announcement outlives the button (react-aria, 7 s).
    clearStaleAnnouncements();
  },
};

/** An image in a project: breadcrumb, the current version, its history; an edit runs. */
export const Workspace: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  // The job is done at its second read: 'Processing' shows for one 2 s poll.
  beforeEach: mockApi(() => api(populatedHomeDesign(), populatedBoards(), { pollsToFinish: 2 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = await canvas.findByRole('navigation', { name: 'Breadcrumbs' }, PAGE_WAIT);
    await expect(within(crumbs).getByRole('link', { name: 'Maple Street' })).toHaveAttribute(
      'href',
      '/app/projects/prj-0001',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Board' })).toBeVisible();
    const versions = await canvas.findByRole('list', { name: 'Versions' }, PAGE_WAIT);
    await expect(within(versions).getAllByRole('listitem')).toHaveLength(1);
    await expect(await canvas.findByText('1600 × 1067', undefined, PAGE_WAIT)).toBeVisible();

    const [lighting] = await canvas.findAllByRole('button', { name: /Lighting/ }, PAGE_WAIT);
    await userEvent.click(lighting!);
    await userEvent.click(await canvas.findByRole('button', { name: /Apply Lighting/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((s) => s.textContent?.includes('Processing'))).toBe(
        true,
      ),
    );
    await expectToast(canvasElement, 'Processing');
    // One poll (2 s) later the job is done and its version is the current one.
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2), {
      timeout: 10_000,
    });
    await waitFor(
      () =>
        expect(
          within(versions).getByRole('button', { name: 'Lighting', current: true }),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/**
 * Wall colour with its mask (issue #28): 'Preview Mask' shows the server's automatic region in
 * the stage; a region is taken out from the keyboard, and the edit runs with the uploaded mask.
 */
export const MaskEdit: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() => api(populatedHomeDesign(), populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview Mask' }, PAGE_WAIT));
    const section = await canvas.findByRole('region', { name: 'Edit the wall mask' });
    const editor = await within(section).findByRole('application', undefined, PAGE_WAIT);
    // The summary under the picture; the live region after it says the same for screen readers.
    const summary = (text: RegExp) => within(section).getAllByText(text)[0]!;
    await expect(summary(/^Wall mask: 4 regions, 33 % of the image$/)).toBeVisible();
    editor.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(summary(/^Wall mask: [35] regions, \d+ % of the image$/)).toBeVisible(),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Apply Wall Color' }));
    await expectToast(canvasElement, 'Processing');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Edit the wall mask' })).toBeNull(),
    );
  },
};

/** A click at a share (0…1) of the mask editor's picture. */
async function clickPicture(editor: HTMLElement, fx: number, fy: number) {
  const rect = editor.querySelector('canvas')!.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: editor,
    coords: { clientX: rect.left + rect.width * fx, clientY: rect.top + rect.height * fy },
  });
}

/**
 * A click in the wall mask asks the server's click segmenter (issue #38) for the surface under
 * it: the block clicked leaves the mask (the mock segmenter answers whole blocks).
 */
export const MaskClick: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() => api(populatedHomeDesign(), populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview Mask' }, PAGE_WAIT));
    const section = await canvas.findByRole('region', { name: 'Edit the wall mask' });
    const editor = await within(section).findByRole('application', undefined, PAGE_WAIT);
    const summary = (text: RegExp) => within(section).getAllByText(text)[0]!;
    await expect(summary(/^Wall mask: 4 regions, 33 % of the image$/)).toBeVisible();
    await expect(editor).toHaveAccessibleDescription(/Click a surface to add it/);
    await clickPicture(editor, 1 / 8, 1 / 6);
    await waitFor(() =>
      expect(summary(/^Wall mask: 3 regions, \d+ % of the image$/)).toBeVisible(),
    );
    await expect(within(section).queryByRole('alert')).toBeNull();
  },
};

/**
 * The click segmenter fails (here, a busy server): the click toggles the region under it as the
 * editor does without one, and the message says why and what the click did; nothing is lost.
 */
export const MaskClickFallback: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() =>
    api(populatedHomeDesign(), populatedBoards(), {
      failMaskClickWith: {
        status: 503,
        detail: 'Too many mask previews are being worked out: try again in a moment',
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview Mask' }, PAGE_WAIT));
    const section = await canvas.findByRole('region', { name: 'Edit the wall mask' });
    const editor = await within(section).findByRole('application', undefined, PAGE_WAIT);
    const summary = (text: RegExp) => within(section).getAllByText(text)[0]!;
    await expect(summary(/^Wall mask: 4 regions, 33 % of the image$/)).toBeVisible();
    await clickPicture(editor, 1 / 8, 1 / 6);
    await expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Too many mask previews are being worked out: try again in a moment. The region under your click was taken out of the mask instead.',
    );
    await expect(summary(/^Wall mask: 3 regions, \d+ % of the image$/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Apply Wall Color' })).toBeEnabled();
  },
};

/**
 * The engine is not sure of the walls (issue #38): the server refuses the edit without a mask
 * (422, no credit), so the playground opens the wall mask with the server's sentence instead
 * of an error; the confirmed mask is applied and the edit runs.
 */
export const ConfirmMaskAfterRefusal: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() => [
    http.post('*/transformations/wall-color/', async ({ request }) => {
      const body = (await request.clone().json()) as { args?: { mask_id?: string } };
      // With the user's mask the edit goes on to the ordinary handler.
      if (body.args?.mask_id) return undefined;
      return HttpResponse.json({ detail: confidenceMessages.unsureWalls }, { status: 422 });
    }),
    ...api(populatedHomeDesign(), populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = await canvas.findByRole('button', { name: 'Apply Wall Color' }, PAGE_WAIT);
    await userEvent.click(apply);
    const section = await canvas.findByRole('region', { name: 'Edit the wall mask' });
    await expect(
      await within(section).findByText(/^Confirm the wall mask\./, undefined, PAGE_WAIT),
    ).toBeVisible();
    await expect(section).toHaveTextContent(confidenceMessages.unsureWalls);
    await within(section).findByRole('application', undefined, PAGE_WAIT);
    await userEvent.click(within(section).getByRole('button', { name: 'Apply Wall Color' }));
    await expectToast(canvasElement, 'Processing');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Edit the wall mask' })).toBeNull(),
    );
  },
};

/**
 * Set primary shows the new primary at once; the server refuses, so it goes back and says
 * 'Failed to set primary version'.
 */
export const SetPrimaryRolledBack: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() =>
    api(withLightingEdit(), populatedBoards(), {
      failSetPrimaryWith: 'The database is not answering.',
      setPrimaryDelayMs: 1500,
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('list', { name: 'Versions' }, PAGE_WAIT);
    const row = () => within(versions).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(row()).toHaveTextContent('Lighting'));
    await userEvent.click(within(row()).getByRole('button', { name: /^Set as primary/ }));
    // Optimistic: the star is on the edit before the server has answered.
    await waitFor(() => expect(within(row()).getByText('Primary')).toBeInTheDocument());
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog', { name: 'Error' }),
    ).toBeNull();
    await expectToast(canvasElement, 'Error', primaryMessages.failed);
    await waitFor(() => expect(within(row()).queryByText('Primary')).toBeNull());
    await expect(within(row()).getByRole('button', { name: /^Set as primary/ })).toBeVisible();
  },
};

/** Set primary accepted: the toast confirms and the edit keeps the star. */
export const SetPrimary: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-0001' } },
  beforeEach: mockApi(() => api(withLightingEdit(), populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('list', { name: 'Versions' }, PAGE_WAIT);
    const row = () => within(versions).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(row()).toHaveTextContent('Lighting'));
    await userEvent.click(within(row()).getByRole('button', { name: /^Set as primary/ }));
    await expectToast(canvasElement, 'Success', primaryMessages.set);
    await expect(within(row()).getByText('Primary')).toBeInTheDocument();
    await expect(within(row()).queryByRole('button', { name: /^Set as primary/ })).toBeNull();
  },
};

/** An image id that does not exist: 'Failed to load image' on the page and in a toast. */
export const ImageNotFound: Story = {
  parameters: { studio: { path: '/app/playground?imageId=img-missing' } },
  beforeEach: mockApi(() => api(populatedHomeDesign(), populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: playgroundMessages.loadFailed }, PAGE_WAIT),
    ).toBeVisible();
    await expectToast(canvasElement, 'Error', playgroundMessages.loadFailed);
    await expect(canvas.getByRole('button', { name: 'Choose another image' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  },
};

export const FirstVisitDark: Story = {
  ...FirstVisit,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: WELCOME }, PAGE_WAIT);
    await within(welcome).findByRole('list', { name: 'Sample Project Images' }, PAGE_WAIT);
  },
};
