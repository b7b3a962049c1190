/**
 * The style preview's living-room images (spec part 1 §3 "Styled manifest"): 256 entries, one per
 * style × lighting × wall colour × watermark. The repository commits one WebP master per
 * unwatermarked combination (apps/api/assets/styled, rendered by tools/sample-scenes/styled.ts);
 * on start the server derives into the data dir, once, for each of the 128 masters:
 *
 * - `<name>.jpg` — the manifest's url (1024 × 683): the master as JPEG, and for the watermarked
 *   twin the engine's own watermark operation applied to it;
 * - `<name>.640.webp`, `<name>.1024.webp` — the srcset candidates.
 *
 * The work runs in the background after the server listens (sharp, off the event loop), skips
 * outputs already newer than their master, and logs progress ("styled images: 40/256"). Until
 * an entry's files exist its status is 'pending'.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  allStyledSelections,
  styledFileName,
  styledImagesBase,
  type StyledImageStatus,
  type StyledManifest,
  type StyledSelection,
} from '@hds/api-client/contract';
import { watermark } from '@hds/engine';

/** The text of the watermarked twin: the watermark operation's default disclosure. */
export const STYLED_WATERMARK_TEXT = 'Virtually staged';
export const STYLED_WIDTH = 1024;
export const STYLED_HEIGHT = 683;
/** The srcset widths, smallest first. */
export const STYLED_SRCSET_WIDTHS = [640, 1024] as const;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 70;

/** Committed master of a selection (no watermark): living_room_{style}_{lighting}_{wall}.webp */
export const masterName = (sel: StyledSelection) =>
  `living_room_${sel.style}_${sel.lighting}_${sel.wallColor}.webp`;

/** The derived files of one manifest entry: the JPEG first, then the srcset WebPs. */
export function outputNames(fileName: string): string[] {
  const stem = fileName.replace(/\.jpg$/, '');
  return [fileName, ...STYLED_SRCSET_WIDTHS.map((w) => `${stem}.${w}.webp`)];
}

export interface StyledLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg: string): void;
}

interface Entry {
  name: string;
  sel: StyledSelection;
  status: StyledImageStatus;
}

export class StyledImages {
  private readonly entries = new Map<string, Entry>();
  /** Every file name the server may serve from `outDir`, with its content type. */
  private readonly files = new Map<string, 'image/jpeg' | 'image/webp'>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    readonly masterDir: string,
    readonly outDir: string,
    private readonly log: StyledLogger,
  ) {
    for (const sel of allStyledSelections()) {
      const name = styledFileName(sel);
      this.entries.set(name, { name, sel, status: 'pending' });
      for (const f of outputNames(name))
        this.files.set(f, f.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
    }
  }

  /** The content type of a servable file name, or null for any other name. */
  contentType(file: string): string | null {
    return this.files.get(file) ?? null;
  }

  /** Whether the file's entry is available (its files are all written). */
  available(file: string): boolean {
    if (!this.files.has(file)) return false;
    const name = file.replace(/(\.\d+\.webp|\.jpg)$/, '.jpg');
    const status = this.entries.get(name)?.status;
    return status === 'existing' || status === 'generated';
  }

  get generating(): boolean {
    return [...this.entries.values()].some((e) => e.status === 'pending');
  }

  manifest(): StyledManifest {
    const images: StyledManifest['images'] = {};
    for (const e of this.entries.values()) {
      const stem = e.name.replace(/\.jpg$/, '');
      images[e.name] = {
        url: `${styledImagesBase}${e.name}`,
        status: e.status,
        width: STYLED_WIDTH,
        height: STYLED_HEIGHT,
        srcset: STYLED_SRCSET_WIDTHS.map((w) => `${styledImagesBase}${stem}.${w}.webp ${w}w`).join(
          ', ',
        ),
      };
    }
    return { images };
  }

  /** Starts the background generation once; the promise settles when it has finished. */
  start(): Promise<void> {
    this.running ??= this.run().catch((err: unknown) => {
      this.log.error({ err }, 'styled images: generation stopped');
    });
    return this.running;
  }

  /** Stops after the image in progress (server shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async run(): Promise<void> {
    const started = performance.now();
    await mkdir(this.outDir, { recursive: true });
    const total = this.entries.size;
    let done = 0;
    let made = 0;
    let missing = 0;
    this.log.info(`styled images: 0/${total}`);
    const progress = () => {
      if (done % 16 === 0 || done === total) this.log.info(`styled images: ${done}/${total}`);
    };
    for (const plain of this.entries.values()) {
      if (this.stopped) return;
      if (plain.sel.watermark) continue;
      const marked = this.entries.get(styledFileName({ ...plain.sel, watermark: true }))!;
      const master = join(this.masterDir, masterName(plain.sel));
      const masterTime = await mtime(master);
      if (masterTime === null) {
        plain.status = marked.status = 'failed';
        missing++;
      } else {
        const todo = [];
        for (const [entry, status] of [
          [plain, 'existing'],
          [marked, 'generated'],
        ] as const) {
          if (await this.upToDate(entry.name, masterTime)) entry.status = status;
          else todo.push({ entry, status });
        }
        if (todo.length) {
          try {
            const outputs = await this.derive(master);
            for (const { entry, status } of todo) {
              await this.write(entry.name, outputs[entry.sel.watermark ? 'marked' : 'plain']);
              entry.status = status;
              made++;
            }
          } catch (err) {
            for (const { entry } of todo) entry.status = 'failed';
            this.log.error({ err, file: plain.name }, 'styled images: could not derive');
          }
        }
      }
      done += 2;
      progress();
    }
    if (missing)
      this.log.warn(
        `styled images: ${missing * 2} of ${total} have no master in ${this.masterDir} (npm run render:styled -w @hds/api)`,
      );
    this.log.info(
      `styled images: ${total - missing * 2}/${total} available, ${made} generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  private async upToDate(name: string, masterTime: number): Promise<boolean> {
    for (const f of outputNames(name)) {
      const t = await mtime(join(this.outDir, f));
      if (t === null || t < masterTime) return false;
    }
    return true;
  }

  /** The plain and the watermarked set of one master: JPEG, then the srcset WebPs. */
  private async derive(master: string): Promise<Record<'plain' | 'marked', Buffer[]>> {
    const source = await readFile(master);
    const meta = await sharp(source).metadata();
    const exact = meta.width === STYLED_WIDTH && meta.height === STYLED_HEIGHT;
    const plainJpeg = await (
      exact ? sharp(source) : sharp(source).resize(STYLED_WIDTH, STYLED_HEIGHT)
    )
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    // The watermarked twin is the engine's watermark operation on the plain JPEG.
    const markedJpeg = await watermark(plainJpeg, STYLED_WATERMARK_TEXT);
    const webps = async (jpeg: Buffer, keepMaster: boolean) =>
      Promise.all(
        STYLED_SRCSET_WIDTHS.map((w) =>
          keepMaster && exact && w === STYLED_WIDTH
            ? source
            : sharp(jpeg)
                .resize({ width: w })
                .webp({ quality: WEBP_QUALITY, effort: 3 })
                .toBuffer(),
        ),
      );
    return {
      plain: [plainJpeg, ...(await webps(plainJpeg, true))],
      marked: [markedJpeg, ...(await webps(markedJpeg, false))],
    };
  }

  /** srcset candidates first, the JPEG last: upToDate() then sees a complete set or re-derives. */
  private async write(name: string, data: Buffer[]): Promise<void> {
    const files = outputNames(name);
    for (let i = files.length - 1; i >= 0; i--)
      await atomicWrite(join(this.outDir, files[i]!), data[i]!);
  }
}

async function mtime(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

async function atomicWrite(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}
