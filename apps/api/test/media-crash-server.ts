/**
 * The API server as `npm start` builds it (configuration from the environment) for the media
 * crash test, with one addition: it can stall at a chosen point so the test kills it there.
 * CRASH_AT=put:N hangs for good right after the N-th file is stored; CRASH_AT=delete hangs at the
 * first file deletion after a DELETE request came in (the start-up sweep deletes freely). Prints `listening <port>`, `request <method> <url>` and `stalled <key>`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { storageFromConfig } from '../src/storage/fromConfig.ts';
import type { Storage } from '../src/storage/storage.ts';

const config = loadConfig();
const real = storageFromConfig(config);
const [point, nth] = (process.env.CRASH_AT ?? '').split(':');
const never = new Promise<never>(() => undefined);
let puts = 0;
let deleteRequested = false;
const storage: Storage = {
  ...real,
  async put(key, data) {
    await real.put(key, data);
    if (point === 'put' && ++puts === Number(nth)) {
      console.log(`stalled ${key}`);
      await never;
    }
  },
  async delete(key) {
    if (point === 'delete' && deleteRequested) {
      console.log(`stalled ${key}`);
      await never;
    }
    return real.delete(key);
  },
};

const app = await buildApp(config, { storage, logger: false });
app.addHook('onRequest', async (request) => {
  console.log(`request ${request.method} ${request.url}`);
  if (request.method === 'DELETE') deleteRequested = true;
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
