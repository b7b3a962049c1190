import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { isValidKey, type Storage } from './storage.ts';

/** Media on local disk under `root` (DATA_DIR/media), spread over 256 folders by key prefix. */
export function localDiskStorage(root: string): Storage {
  /** Left by a put that died between writing and renaming: `<key>.<12 hex>.tmp`. */
  const PARTIAL = /^(.+)\.[0-9a-f]{12}\.tmp$/;
  /** The 256 prefix folders, as they exist (the root may not exist yet). */
  async function* folders(): AsyncGenerator<string> {
    let names: string[];
    try {
      names = await readdir(root);
    } catch {
      return;
    }
    for (const name of names.sort()) if (/^[a-z0-9]{2}$/.test(name)) yield join(root, name);
  }
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
    async stat(key) {
      if (!isValidKey(key)) return null;
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      for await (const dir of folders()) {
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (!isValidKey(name)) continue;
          const s = await stat(join(dir, name)).catch(() => null);
          if (s?.isFile()) yield { key: name, modifiedAt: s.mtime };
        }
      }
    },
    async removePartials(olderThan) {
      let removed = 0;
      for await (const dir of folders()) {
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          const m = PARTIAL.exec(name);
          if (!m || !isValidKey(m[1]!)) continue;
          const s = await stat(join(dir, name)).catch(() => null);
          if (!s?.isFile() || s.mtime >= olderThan) continue;
          await rm(join(dir, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
