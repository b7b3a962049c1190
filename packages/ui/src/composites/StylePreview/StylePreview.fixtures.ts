import type { StyledManifest } from './stylePreviewOptions.ts';

const room = (variant: string) => `/samples/living_room/furnished_${variant}.jpg`;

/**
 * A small styled manifest over the committed sample renders (they have no wall-colour
 * variants, so white walls stand for all). Beige is 'pending' (not available yet) and
 * charcoal points at a file that does not exist (load failure).
 */
export const sampleManifest: StyledManifest = {
  'living_room_industrial_golden_hour_white_with_watermark.jpg': {
    url: room('industrial_golden_hour'),
    status: 'existing',
  },
  'living_room_industrial_golden_hour_white_no_watermark.jpg': {
    url: room('industrial_golden_hour'),
    status: 'generated',
  },
  'living_room_industrial_twilight_white_with_watermark.jpg': {
    url: room('industrial_twilight'),
    status: 'generated',
  },
  'living_room_industrial_ambient_white_with_watermark.jpg': {
    url: room('industrial_ambient'),
    status: 'generated',
  },
  'living_room_industrial_warm_light_white_with_watermark.jpg': {
    url: room('industrial_warm_light'),
    status: 'generated',
  },
  'living_room_bohemian_golden_hour_white_with_watermark.jpg': {
    url: room('bohemian_daylight'),
    status: 'generated',
  },
  'living_room_mediterranean_golden_hour_white_with_watermark.jpg': {
    url: room('mediterranean_daylight'),
    status: 'generated',
  },
  'living_room_industrial_golden_hour_beige_with_watermark.jpg': {
    url: room('industrial_golden_hour'),
    status: 'pending',
  },
  'living_room_industrial_golden_hour_charcoal_with_watermark.jpg': {
    url: '/samples/living_room/does_not_exist.jpg',
    status: 'existing',
  },
};

export const staticLivingRoom = '/samples/living_room/empty_daylight.jpg';
