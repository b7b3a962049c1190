import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fullSampleManifest,
  manifestMissingOne,
  manifestWithBrokenImage,
  sampleShowcaseSlides,
  staticLivingRoomSrc,
} from './Landing.fixtures.ts';
import { LandingView } from './LandingView.tsx';

const meta = {
  title: 'Landing/LandingView',
  component: LandingView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The whole landing page (spec part 1 §2), pure and server-renderable: NavBar, hero ' +
          'with the before/after showcase, style preview over the styled manifest, features ' +
          '(#features), pricing (#pricing) and footer.',
      },
    },
  },
  args: {
    nav: {
      items: [
        { label: 'Projects', href: '/app/projects' },
        { label: 'Playground', href: '/app/playground' },
        { label: 'Features', href: '/#features' },
        { label: 'Pricing', href: '/#pricing' },
      ],
      currentHref: '/',
      user: null,
      onSignIn: fn(),
    },
    onTryItNow: fn(),
    slides: sampleShowcaseSlides,
    stylePreview: {
      manifest: fullSampleManifest(),
      fallbackSrc: staticLivingRoomSrc,
      onSelectionChange: fn(),
    },
    autoPlay: false,
  },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('#style-preview figure img') as HTMLImageElement;

/** Waits until the preview's current picture has loaded (so it is the "last good" one). */
async function previewLoaded(canvasElement: HTMLElement) {
  preview(canvasElement).scrollIntoView({ block: 'center' });
  await waitFor(
    () => {
      const img = preview(canvasElement);
      expect(img.complete && img.naturalWidth > 0).toBe(true);
    },
    { timeout: 5000 },
  );
}

async function chooseOption(canvasElement: HTMLElement, select: RegExp, option: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: select }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/**
 * Every section in order; the hero slider moves by keyboard; each of the four selections of
 * the style preview shows exactly the manifest's picture for the combination.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'See the room it could be, before you lift a brush.',
      }),
    ).toBeVisible();
    for (const id of ['features', 'pricing', 'style-preview'])
      await expect(canvasElement.querySelector(`section#${id}`)).not.toBeNull();
    for (const href of ['/app/playground', '/app/projects', '/app/boards', '/app/gallery'])
      await expect(
        within(canvas.getByRole('navigation', { name: 'Footer' }))
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);

    // Hero: the first pair is the LCP picture.
    const heroImages = Array.from(
      canvas.getByRole('region', { name: 'Before and after showcase' }).querySelectorAll('img'),
    );
    await expect(heroImages[0]!.getAttribute('fetchpriority')).toBe('high');
    await expect(heroImages[0]!.getAttribute('loading')).toBe('eager');

    await userEvent.click(canvas.getByRole('button', { name: 'Try It Now - No Signup!' }));
    await expect(args.onTryItNow).toHaveBeenCalledOnce();

    const slider = canvas.getByRole('slider', { name: /Living room: empty and staged/ });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '49');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');

    // Style preview: defaults industrial, golden hour, white, watermark on.
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_industrial_golden_hour_white_with_watermark.jpg',
    );
    const styleRadio = canvas.getByRole('radio', { name: 'Industrial' });
    styleRadio.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bohemian' })).toBeChecked();
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_bohemian_golden_hour_white_with_watermark.jpg',
    );
    await chooseOption(canvasElement, /Lighting/, 'Twilight');
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_bohemian_twilight_white_with_watermark.jpg',
    );
    await chooseOption(canvasElement, /Wall colour/, 'Sage green');
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_bohemian_twilight_sage_green_with_watermark.jpg',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Watermark' }));
    const shown = preview(canvasElement);
    await expect(shown.dataset.filename).toBe(
      'living_room_bohemian_twilight_sage_green_no_watermark.jpg',
    );
    await expect(shown.getAttribute('src')).toBe(
      args.stylePreview.manifest!.images[
        'living_room_bohemian_twilight_sage_green_no_watermark.jpg'
      ]!.url,
    );
    await expect(
      within(canvasElement.querySelector('#style-preview') as HTMLElement).getByText(
        'AI Generated',
      ),
    ).toBeVisible();
  },
};

/** A combination the manifest lacks: the previous picture stays, and a note says why. */
export const ManifestMissingEntry: Story = {
  args: {
    stylePreview: { manifest: manifestMissingOne(), fallbackSrc: staticLivingRoomSrc },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bohemian' }));
    await expect(
      canvas.getByText(
        'This combination is not ready yet, so the previous preview is still shown.',
      ),
    ).toBeVisible();
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_industrial_golden_hour_white_with_watermark.jpg',
    );
  },
};

/** The chosen picture fails to load: the last good picture comes back. */
export const ImageLoadError: Story = {
  args: {
    stylePreview: { manifest: manifestWithBrokenImage(), fallbackSrc: staticLivingRoomSrc },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewLoaded(canvasElement);
    await chooseOption(canvasElement, /Wall colour/, 'Beige');
    await waitFor(
      () =>
        expect(
          canvas.getByText(
            'This preview could not be loaded, so the previous preview is shown instead.',
          ),
        ).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(preview(canvasElement).dataset.filename).toBe(
      'living_room_industrial_golden_hour_white_with_watermark.jpg',
    );
  },
};

/** No manifest (loading, or both the API and the static file failed): the static room. */
export const EmptyManifest: Story = {
  args: { stylePreview: { manifest: null, fallbackSrc: staticLivingRoomSrc } },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement).getAttribute('src')).toBe(staticLivingRoomSrc);
    await expect(
      within(canvasElement.querySelector('#style-preview') as HTMLElement).queryByText(
        'AI Generated',
      ),
    ).toBeNull();
  },
};

/** No before/after pairs yet: the hero says so instead of an empty frame. */
export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No before and after pictures yet')).toBeVisible();
  },
};

/** A signed-in guest. */
export const SignedIn: Story = {
  args: {
    nav: {
      items: meta.args.nav.items,
      currentHref: '/',
      user: { displayName: 'Guest', isAnonymous: true },
    },
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** A 390 px phone. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
};
