/**
 * Story data over the committed sample renders (Storybook serves apps/api/assets/samples at
 * /samples). The renders are 1600 x 1067 and have no wall-colour variants.
 */
import type { ShowcaseSlide } from '../BeforeAfterShowcase/BeforeAfterShowcase.tsx';
import {
  ALL_PREVIEW_STYLES,
  PREVIEW_LIGHTINGS,
  PREVIEW_WALL_COLORS,
  previewFilename,
  type StyledManifestDocument,
} from '../StylePreview/stylePreviewOptions.ts';

const W = 1600;
const H = 1067;
const sample = (room: string, name: string, alt: string) => ({
  src: `/samples/${room}/${name}.jpg`,
  alt,
  width: W,
  height: H,
});

export const sampleShowcaseSlides: ShowcaseSlide[] = [
  {
    id: 'living-room-staging',
    label: 'Living room: empty and staged',
    before: sample('living_room', 'empty_daylight', 'Empty living room in daylight'),
    after: sample(
      'living_room',
      'furnished_industrial_daylight',
      'Living room staged in industrial style',
    ),
  },
  {
    id: 'living-room-dusk',
    label: 'Living room: day to dusk',
    before: sample('living_room', 'furnished_industrial_daylight', 'Living room in daylight'),
    after: sample(
      'living_room',
      'furnished_industrial_twilight',
      'The same living room at twilight',
    ),
  },
  {
    id: 'kitchen-staging',
    label: 'Kitchen: empty and staged',
    before: sample('kitchen', 'empty_daylight', 'Empty kitchen'),
    after: sample('kitchen', 'furnished_bohemian_daylight', 'Kitchen staged in bohemian style'),
  },
  {
    id: 'bedroom-staging',
    label: 'Bedroom: empty and staged',
    before: sample('bedroom', 'empty_daylight', 'Empty bedroom'),
    after: sample(
      'bedroom',
      'furnished_mediterranean_daylight',
      'Bedroom staged in mediterranean style',
    ),
  },
];

/** The static living room of the preview's fallback. */
export const staticLivingRoomSrc = '/samples/living_room/empty_daylight.jpg';

/** Which committed render stands for a style and lighting. */
function renderFor(style: string, lighting: string) {
  if (style === 'industrial') return `/samples/living_room/furnished_industrial_${lighting}.jpg`;
  if (style === 'modern') return '/samples/living_room/furnished_industrial_daylight.jpg';
  return `/samples/living_room/furnished_${style}_daylight.jpg`;
}

/**
 * A complete manifest (256 = 4 styles x 4 lightings x 8 wall colours x 2), every entry
 * available; statuses alternate between 'existing' and 'generated' by watermark.
 */
export function fullSampleManifest(): StyledManifestDocument {
  const images: Record<string, { url: string; status: string; width: number; height: number }> = {};
  for (const style of ALL_PREVIEW_STYLES)
    for (const lighting of PREVIEW_LIGHTINGS)
      for (const wallColor of PREVIEW_WALL_COLORS)
        for (const watermark of [false, true]) {
          const name = previewFilename({ style, lighting, wallColor, watermark });
          images[name] = {
            url: `${renderFor(style, lighting)}?${name}`,
            status: watermark ? 'generated' : 'existing',
            width: W,
            height: H,
          };
        }
  return { images };
}

/** The full manifest minus one entry (bohemian, golden hour, white, watermark on). */
export function manifestMissingOne(): StyledManifestDocument {
  const { images } = fullSampleManifest();
  const rest = { ...images };
  delete rest['living_room_bohemian_golden_hour_white_with_watermark.jpg'];
  return { images: rest };
}

/** The full manifest where the industrial, golden hour, beige picture cannot be loaded. */
export function manifestWithBrokenImage(): StyledManifestDocument {
  const { images } = fullSampleManifest();
  return {
    images: {
      ...images,
      'living_room_industrial_golden_hour_beige_with_watermark.jpg': {
        url: '/samples/living_room/does_not_exist.jpg',
        status: 'generated',
      },
    },
  };
}

/** A manifest with some pictures still pending or failed (dashboard counts by status). */
export function manifestWithStatuses(): StyledManifestDocument {
  const { images } = fullSampleManifest();
  const names = Object.keys(images);
  const mixed = { ...images };
  names.slice(0, 10).forEach((name) => {
    mixed[name] = { ...images[name]!, status: 'pending' };
  });
  names.slice(10, 13).forEach((name) => {
    mixed[name] = { ...images[name]!, status: 'failed' };
  });
  return { images: mixed };
}
