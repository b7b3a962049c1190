/**
 * `npm run screenshots:gallery -w @hds/dev -- <folder> [--base=http://localhost:8080]`: pictures
 * of /app/gallery to look at, at 390 and 1440 px in light and dark, plus the list view with the
 * filters open and a design's detail dialog (1440 px, light). Without `--base` it starts a stack
 * of its own (stack.mjs: the Auth emulator and the API server on a fresh data folder, whose
 * gallery is seeded with the sample designs) and stops it at the end. Needs `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startStack, stopAll, type Stops } from '../stack.mjs';

const args = process.argv.slice(2);
const out = args.find((a) => !a.startsWith('--'));
const base = args.find((a) => a.startsWith('--base='))?.slice('--base='.length);
if (!out) {
  console.error('usage: npm run screenshots:gallery -w @hds/dev -- <folder> [--base=URL]');
  process.exit(2);
}
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), out);
mkdirSync(dir, { recursive: true });

const designs = (page: Page) => page.getByRole('list', { name: 'Designs' }).getByRole('article');

async function shoot(browser: Browser, baseURL: string): Promise<string[]> {
  const written: string[] = [];
  const shot = async (page: Page, name: string) => {
    const path = `${dir}/gallery-${name}.png`;
    await page.screenshot({ path });
    written.push(path);
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        baseURL,
        colorScheme,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto('/app/gallery');
      await designs(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `${width}-${colorScheme}`);
      if (width === 1440 && colorScheme === 'light') {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('radio', { name: 'List view' }).click();
        await shot(page, `${width}-list-filters`);
        await designs(page).first().getByRole('button').click();
        await page.getByRole('dialog').waitFor();
        // The dialog's entrance transition.
        await page.waitForTimeout(500);
        await shot(page, `${width}-detail`);
      }
      await context.close();
    }
  }
  return written;
}

const stops: Stops = [];
try {
  const baseURL = base ?? (await startStack(stops, { waitForStyled: false })).baseURL;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  stops.push(() => browser.close());
  for (const path of await shoot(browser, baseURL)) console.log(path);
} finally {
  await stopAll(stops);
}
