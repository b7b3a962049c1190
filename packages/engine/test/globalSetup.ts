import { ensureStagerBuilt } from '@hds/stager/build';

/**
 * The stager's tests open its page as the server does, from the prebuilt script
 * (@hds/stager's dist/stager.js): built here when missing or older than its sources.
 */
export default async function setup() {
  await ensureStagerBuilt();
}
