/** Headless Debian Chromium with SwiftShader WebGL, driven by playwright-core. */
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@hds/stager';

export { CHROMIUM_ARGS };

export interface RenderPage {
  browser: Browser;
  page: Page;
}

export async function openRenderPage(script: string): Promise<RenderPage> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setContent(
    '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
  );
  await page.addScriptTag({ content: script });
  const ok = await page.evaluate(() => typeof window.hdsRender === 'function');
  if (!ok) throw new Error(`scene bundle did not load: ${errors.join('; ')}`);
  return { browser, page };
}
