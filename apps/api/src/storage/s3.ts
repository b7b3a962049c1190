import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { contentTypeOf } from '../media/processing.ts';
import { isValidKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; omitted for AWS itself. */
  endpoint?: string;
  region: string;
  /** Omitted: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
}

/** The SDK reports a missing object as NoSuchKey on GET and as a bare 404 (NotFound) on HEAD. */
function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return (
      err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, …) under the same random keys as on
 * disk. A PUT becomes visible only once complete, so readers never see a partial object; the
 * bucket must exist and keep objects private (media is only ever served through signed URLs).
 */
export function s3Storage(opts: S3StorageOptions, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      forcePathStyle: opts.forcePathStyle ?? false,
    });
  const Bucket = opts.bucket;
  const objectKey = (key: string) => `${opts.prefix ?? ''}${key}`;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return objectKey(key);
  };

  async function get(key: string) {
    try {
      return await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    async put(key, data) {
      const ext = key.slice(key.lastIndexOf('.') + 1);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(ext),
        }),
      );
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const res = await get(key);
      if (!res?.Body) return null;
      // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
      return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      const res = await get(key);
      if (!res?.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async stat(key) {
      if (!isValidKey(key)) return null;
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      // S3 answers 204 for a key that is not there, which is exactly the contract.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      const prefix = opts.prefix ?? '';
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const o of page.Contents ?? []) {
          const key = o.Key?.slice(prefix.length) ?? '';
          // Other objects of a shared bucket are none of ours.
          if (isValidKey(key)) yield { key, modifiedAt: o.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    // A PUT becomes an object only once complete: nothing partial is ever left behind.
    async removePartials() {
      return 0;
    },
  };
}
