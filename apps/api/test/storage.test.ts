import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { isValidKey, newKey, type Storage } from '../src/storage/storage.ts';
import { prepareImages, storeThenCommit } from '../src/media/uploads.ts';
import { mediaSigner } from '../src/media/signing.ts';
import { png } from './helpers/images.ts';

const dirs: string[] = [];
const tempStorage = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hds-storage-'));
  dirs.push(dir);
  return { dir, storage: localDiskStorage(dir) };
};
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('writes, reads and deletes by random key, and refuses keys it did not make', async () => {
    const { storage } = tempStorage();
    const key = newKey('png');
    expect(isValidKey(key)).toBe(true);
    expect(newKey('png')).not.toBe(key);
    await storage.put(key, Buffer.from('abc'));
    expect((await storage.read(key))?.toString()).toBe('abc');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is fine
    for (const bad of ['../x.png', 'a/b.png', 'ABC.png', `${key}.exe`, '']) {
      expect(isValidKey(bad)).toBe(false);
      expect(await storage.read(bad)).toBeNull();
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('files and rows land together or not at all', () => {
  it('deletes the written files when the commit fails', async () => {
    const { dir, storage } = tempStorage();
    const prepared = await prepareImages([
      { filename: 'a.png', data: await png() },
      { filename: 'b.png', data: await png() },
    ]);
    await expect(
      storeThenCommit(storage, prepared, async (images) => {
        expect(images).toHaveLength(2);
        expect(files(dir)).toHaveLength(6);
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(files(dir)).toHaveLength(0);
  });

  it('deletes the earlier files when a later write fails', async () => {
    const { dir, storage } = tempStorage();
    let writes = 0;
    const flaky: Storage = {
      ...storage,
      async put(key, data) {
        if (++writes === 4) throw new Error('disk full');
        return storage.put(key, data);
      },
    };
    const prepared = await prepareImages([
      { filename: 'a.png', data: await png() },
      { filename: 'b.png', data: await png() },
    ]);
    await expect(storeThenCommit(flaky, prepared, async () => 'never')).rejects.toThrow(
      'disk full',
    );
    expect(files(dir)).toHaveLength(0);
  });
});

describe('media URL signing', () => {
  it('accepts its own URL until it expires and nothing else', () => {
    const signer = mediaSigner(Buffer.from('k'.repeat(32)), 60);
    const url = new URL(signer.url('abc.png'), 'http://x');
    const exp = url.searchParams.get('exp');
    const sig = url.searchParams.get('sig');
    expect(signer.check('abc.png', exp, sig)).toBeNull();
    expect(signer.check('abd.png', exp, sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', String(Number(exp) + 1), sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', exp, sig, Number(exp) + 1)).toBe('This media link has expired.');
    const other = mediaSigner(Buffer.from('z'.repeat(32)), 60);
    expect(other.check('abc.png', exp, sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', undefined, undefined)).toBe('Invalid media signature.');
  });
});
