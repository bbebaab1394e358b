import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config.ts';
import { sign, signatureMatches } from './signing.ts';

/** A signed request the browser makes straight to the store. */
export interface Presigned {
  url: string;
  headers: Record<string, string>;
}

/** Where uploaded bytes live. Both kinds hand out signed, expiring URLs; the API never proxies S3. */
export interface BlobStore {
  bucket: string;
  region: string;
  presignPut(key: string, contentType: string, size: number, expiresAt: number): Promise<Presigned>;
  presignGet(key: string, expiresAt: number): Promise<string>;
  /** The stored size and first `bytes` bytes, or undefined when nothing is stored under the key. */
  peek(key: string, bytes: number): Promise<{ size: number; head: Buffer } | undefined>;
  delete(key: string): Promise<void>;
}

/** An S3-compatible bucket (STORAGE_URL): the browser PUTs and GETs there with presigned URLs. */
export function s3Store(config: StorageConfig): BlobStore {
  if (config.kind !== 's3') throw new Error('s3Store needs an S3 storage config');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const seconds = (expiresAt: number) => Math.max(1, Math.floor((expiresAt - Date.now()) / 1000));
  return {
    bucket: config.bucket,
    region: config.region,
    async presignPut(key, contentType, size, expiresAt) {
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      // Type and length are signed: the store refuses a PUT with other ones.
      const url = await getSignedUrl(client, command, {
        expiresIn: seconds(expiresAt),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },
    presignGet: (key, expiresAt) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: config.bucket, Key: key }), {
        expiresIn: seconds(expiresAt),
      }),
    async peek(key, bytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        );
        const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
        return { size: head.ContentLength ?? 0, head: body };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || status === 403) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}

const LOCAL_PURPOSE = 'local-file-url';

/** What a local URL's signature covers: the method, the key, the expiry and, for a PUT, type and size. */
function localPayload(method: 'GET' | 'PUT', key: string, expiresAt: number, contentType = '', size = 0) {
  return [method, key, expiresAt, contentType, size].join('\n');
}

export interface LocalStore extends BlobStore {
  /** Checks a local URL's signature; false when forged or expired. */
  verify(
    method: 'GET' | 'PUT',
    key: string,
    query: { expires?: string; signature?: string },
    contentType?: string,
    size?: number,
  ): boolean;
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Readable;
}

/** Files under `dir`, served by the API at `/api/files/<key>` with the same signed, expiring URLs. */
export function localStore(dir: string, secret: string): LocalStore {
  const fileOf = (key: string) => {
    const file = path.resolve(dir, key);
    // Keys are made by the server, but a path must never leave the folder whatever it says.
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error('file key outside the store');
    return file;
  };
  const url = (
    method: 'GET' | 'PUT',
    key: string,
    expiresAt: number,
    contentType?: string,
    size?: number,
  ) => {
    const signature = sign(secret, LOCAL_PURPOSE, localPayload(method, key, expiresAt, contentType, size));
    return `/api/files/${key}?expires=${expiresAt}&signature=${signature}`;
  };
  return {
    bucket: 'local',
    region: 'local',
    presignPut: async (key, contentType, size, expiresAt) => ({
      url: url('PUT', key, expiresAt, contentType, size),
      headers: { 'Content-Type': contentType },
    }),
    presignGet: async (key, expiresAt) => url('GET', key, expiresAt),
    verify(method, key, query, contentType, size) {
      const expiresAt = Number(query.expires);
      if (!Number.isSafeInteger(expiresAt) || expiresAt < Date.now() || !query.signature) return false;
      const expected = sign(secret, LOCAL_PURPOSE, localPayload(method, key, expiresAt, contentType, size));
      return signatureMatches(expected, query.signature);
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(file, 'w');
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
    },
    read: (key) => createReadStream(fileOf(key)),
    async peek(key, bytes) {
      try {
        const file = fileOf(key);
        const { size } = await stat(file);
        const handle = await open(file, 'r');
        try {
          const head = Buffer.alloc(Math.min(bytes, size));
          await handle.read(head, 0, head.length, 0);
          return { size, head };
        } finally {
          await handle.close();
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
