/**
 * @hds/stager, Node side: the staging contract, the catalogue, and the prebuilt stager page in
 * headless Chromium. The furniture library itself (src/scene/) is browser code, reached through
 * `@hds/stager/scene/*` by the sample renderer and bundled into dist/stager.js for the page.
 */
export * from './contract.ts';
export { CATALOGUE, pieceById } from './catalogue.ts';
export {
  chromiumPath,
  launchStagerBrowser,
  openStagerPage,
  stagerScript,
  stagerUnavailable,
  type StagerPage,
} from './browser.ts';
export { CHROMIUM_ARGS } from './chromiumArgs.ts';
export { STAGER_SCRIPT, stagerBuilt } from './paths.ts';
