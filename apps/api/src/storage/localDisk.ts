import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { isValidKey, type Storage } from './storage.ts';

/** Media on local disk under `root` (DATA_DIR/media), spread over 256 folders by key prefix. */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // Written beside the target and renamed: the key holds a whole file or nothing.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      try {
        const s = await stat(pathOf(key));
        if (!s.isFile()) return null;
        return { stream: createReadStream(pathOf(key)), size: s.size };
      } catch {
        return null;
      }
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
