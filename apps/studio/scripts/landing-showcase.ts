/**
 * `npm run landing:showcase -w @hds/studio`: the landing's before/after slides from the project's
 * own pictures — each sample room empty against furnished (the renders of tools/sample-scenes),
 * and one edit per operation (day to dusk, sky, wall colour) made by the local engine
 * (@hds/engine) from those renders. Writes small WebPs (640 and 1280 wide) into
 * src/landing/assets/ and the typed list src/landing/showcase.ts, which imports them so that Vite
 * hashes them. Not part of the build: its output is committed.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import sharp from 'sharp';
import type { EditOperation, OperationArgs } from '@hds/api-client';
import { createLocalEngine, createObjectDetector, type EngineContext } from '@hds/engine';
import { SAMPLES_DIR } from '@hds/sample-scenes/paths';

const SAMPLES = `${SAMPLES_DIR}/`;
const LANDING = fileURLToPath(new URL('../src/landing/', import.meta.url));
const ASSETS = `${LANDING}assets/`;
const WIDTHS = [640, 1280] as const;
const QUALITY = 70;

type Edit = { [O in EditOperation]: { op: O; args: OperationArgs[O] } }[EditOperation];
/** A picture: a sample render, or an edit of one by the local engine. */
interface Picture {
  file: string;
  sample: string;
  edit?: Edit;
  alt: string;
}
interface Slide {
  id: string;
  label: string;
  before: Picture;
  after: Picture;
}

const sample = (id: string, alt: string): Picture => ({
  file: id.replace('/', '-'),
  sample: id,
  alt,
});

const livingEmpty = sample(
  'living_room/empty_daylight',
  'An empty living room with pale walls, an oak floor and two windows, before staging',
);
const livingBoho = sample(
  'living_room/furnished_bohemian_daylight',
  'The same living room staged in bohemian style: a rust velvet sofa, a kilim rug, a rattan chair, a bookcase and plants',
);
const exteriorEmpty = sample(
  'exterior/empty_daylight',
  'A two-storey house with an empty front yard under a plain daytime sky',
);
const exteriorMed = sample(
  'exterior/furnished_mediterranean_daylight',
  'The same house restyled as mediterranean, with blue shutters, a terracotta roof, lavender beds and cypress trees, in daylight',
);

const SLIDES: Slide[] = [
  { id: 'living-room', label: 'Living room: empty → bohemian', before: livingEmpty, after: livingBoho },
  {
    id: 'kitchen',
    label: 'Kitchen: dated → mediterranean',
    before: sample('kitchen/empty_daylight', 'A dated kitchen with oak raised-panel cabinets, laminate counters and beige tiles'),
    after: sample('kitchen/furnished_mediterranean_daylight', 'The same kitchen redesigned in mediterranean style, with a navy island, blue patterned tiles, wooden beams, a terracotta floor and bar stools'),
  },
  {
    id: 'bedroom',
    label: 'Bedroom: empty → bohemian',
    before: sample('bedroom/empty_daylight', 'An empty bedroom with a wooden floor and a window'),
    after: sample('bedroom/furnished_bohemian_daylight', 'The same bedroom staged in bohemian style, with a bed in layered linen, a kilim rug, a rattan chair and a woven pendant'),
  },
  {
    id: 'bathroom',
    label: 'Bathroom: basic → industrial',
    before: sample('bathroom/empty_daylight', 'A plain bathroom with a bathtub, a toilet and a basic vanity'),
    after: sample('bathroom/furnished_industrial_daylight', 'The same bathroom in industrial style, with white subway tiles, a black-framed window, a round mirror, a wooden vanity and a ladder shelf'),
  },
  {
    id: 'office',
    label: 'Office: empty → industrial',
    before: sample('office/empty_daylight', 'An empty home office with white walls and a window'),
    after: sample('office/furnished_industrial_daylight', 'The same office furnished in industrial style, with a brick wall of bookshelves, a desk with a monitor, a striped rug and a fig tree'),
  },
  { id: 'exterior', label: 'Exterior: bare → mediterranean', before: exteriorEmpty, after: exteriorMed },
  {
    id: 'day-to-dusk',
    label: 'Edit: day to dusk',
    before: exteriorMed,
    after: {
      file: 'edit-day-to-dusk',
      sample: 'exterior/furnished_mediterranean_daylight',
      edit: { op: 'lighting', args: { type: 'twilight', brightness: 1.2, contrast: 1.1, warmth: 0 } },
      alt: 'The same house turned to dusk by the lighting edit: a twilight sky and warmly glowing windows',
    },
  },
  {
    id: 'sky',
    label: 'Edit: sky replacement',
    before: exteriorEmpty,
    after: {
      file: 'edit-sky-sunset',
      sample: 'exterior/empty_daylight',
      edit: { op: 'sky_replacement', args: { sky_type: 'sunset' } },
      alt: 'The same house with its sky replaced by a sunset',
    },
  },
  {
    id: 'wall-colour',
    label: 'Edit: wall colour',
    before: livingBoho,
    after: {
      file: 'edit-wall-color-sage',
      sample: 'living_room/furnished_bohemian_daylight',
      edit: { op: 'wall_color', args: { color: 'sage', strength: 0.8, guidance_scale: 7.5 } },
      alt: 'The same bohemian living room with its walls repainted sage green by the wall colour edit',
    },
  },
]; // prettier-ignore

const engine = createLocalEngine();
const ctx: EngineContext = {
  signal: new AbortController().signal,
  detector: createObjectDetector(),
};

const ident = (file: string, w: number) =>
  `${file.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())}${w}`;

mkdirSync(ASSETS, { recursive: true });
for (const f of readdirSync(ASSETS)) if (f.endsWith('.webp')) rmSync(`${ASSETS}${f}`);
const made = new Map<string, { width: number; height: number }>();
let bytes = 0;
for (const pic of SLIDES.flatMap((s) => [s.before, s.after])) {
  if (made.has(pic.file)) continue;
  let source: Buffer = readFileSync(`${SAMPLES}${pic.sample}.jpg`);
  if (pic.edit) {
    const t = performance.now();
    source = (await engine.run(pic.edit.op, source, pic.edit.args as never, ctx)).data;
    console.log(
      `  ${pic.file}: ${pic.edit.op} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  let size = { width: 0, height: 0 };
  for (const w of WIDTHS) {
    const { data, info } = await sharp(source)
      .resize({ width: w })
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toBuffer({ resolveWithObject: true });
    writeFileSync(`${ASSETS}${pic.file}-${w}.webp`, data);
    bytes += data.length;
    size = { width: info.width, height: info.height };
  }
  made.set(pic.file, size);
}

const imports = [...made.keys()]
  .flatMap((file) =>
    WIDTHS.map((w) => `import ${ident(file, w)} from './assets/${file}-${w}.webp';`),
  )
  .join('\n');
const image = (p: Picture) => {
  const { width, height } = made.get(p.file)!;
  const largest = ident(p.file, WIDTHS[WIDTHS.length - 1]!);
  const srcSet = WIDTHS.map((w) => `\${${ident(p.file, w)}} ${w}w`).join(', ');
  return `{ src: ${largest}, srcSet: \`${srcSet}\`, alt: ${JSON.stringify(p.alt)}, width: ${width}, height: ${height} }`;
};
const slides = SLIDES.map(
  (s) =>
    `  {\n    id: '${s.id}',\n    label: ${JSON.stringify(s.label)},\n    before: ${image(s.before)},\n    after: ${image(s.after)},\n  },`,
).join('\n');
const showcaseFile = `${LANDING}showcase.ts`;
const source = `/**
 * The landing's before/after slides. Generated by \`npm run landing:showcase -w @hds/studio\`
 * (scripts/landing-showcase.ts) from the sample renders and the local engine's edits;
 * do not edit by hand. The images are imported so that Vite hashes them.
 */
import type { ShowcaseSlide } from './ui.ts';
${imports}

export const showcaseSlides: ShowcaseSlide[] = [
${slides}
];
`;
writeFileSync(
  showcaseFile,
  await prettier.format(source, {
    ...(await prettier.resolveConfig(showcaseFile)),
    filepath: showcaseFile,
  }),
);
console.log(
  `landing:showcase: ${SLIDES.length} slides, ${made.size * WIDTHS.length} images, ${(bytes / 1024).toFixed(0)} KB in ${ASSETS}`,
);
process.exit(0);
