import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './localDisk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names (STORAGE=local|s3); the server and the worker share it. */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  const s = config.storage;
  if (s.kind === 's3') {
    return s3Storage({
      bucket: s.bucket,
      region: s.region,
      ...(s.endpoint ? { endpoint: s.endpoint } : {}),
      ...(s.accessKeyId && s.secretAccessKey
        ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
        : {}),
      forcePathStyle: s.forcePathStyle,
      prefix: s.prefix,
    });
  }
  return localDiskStorage(join(config.dataDir === ':memory:' ? tmpdir() : config.dataDir, 'media'));
}
