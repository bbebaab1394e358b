import {
  ERROR,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type CreateUploadRequest,
  type ExportData,
  type FileRef,
  type ImageType,
  type UploadSignature,
  type UploadTarget,
} from '@storefront/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SupportLimits } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { defineJob, scheduleQueue, type JobDefinition } from '../../platform/jobs.ts';
import { DomainError, RateLimitedError } from '../../platform/errors.ts';
import { sourceOf } from '../../platform/http/source.ts';
import { newId } from '../../platform/ids.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { openToken, sealToken, sign, signatureMatches } from './signing.ts';
import { EXTENSIONS, SNIFF_BYTES, sniffImage } from './sniff.ts';
import type { BlobStore } from './store.ts';
import { files } from './tables.ts';

/** The upload credential lives an hour: the web keeps it 30 minutes, so a kept one always works. */
const SIGNATURE_MS = 60 * 60 * 1000;
/** A granted upload URL works this long. */
const UPLOAD_URL_MS = 10 * 60 * 1000;
/** Links to stored images in answers: long enough to read a thread, short enough to not be shared for good. */
const READ_URL_MS = 60 * 60 * 1000;
const GRANT_PURPOSE = 'upload-grant';
const KEY_PURPOSE = 'upload-grant-key';

/** Screenshots for a few messages an hour; more is someone using the store as a file host. */
const UPLOADS_PER_HOUR: Limit = { name: 'file.upload', limit: 60, windowSeconds: 3600 };
/** The one subject of the store-wide count. */
const EVERYONE = 'store';

const Grant = z.object({ id: z.string(), sub: z.string(), exp: z.number() });

export type FileService = ReturnType<typeof createFileService>;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/**
 * Uploads of images by their owner (a customer's or an agent's id): a grant, a signed upload URL,
 * then a check of the stored bytes before the file can be attached anywhere.
 */
export function createFileService({
  db,
  store,
  secret,
  limiter,
  limits,
}: {
  db: Db;
  store: BlobStore;
  secret: string;
  limiter: RateLimiter;
  limits: Pick<SupportLimits, 'uploadsPerIpHour' | 'uploadsStoreHour'>;
}) {
  // A new guest starts its own count again: the address it sends from does not.
  const perSource: Limit = {
    name: 'file.upload-source',
    limit: limits.uploadsPerIpHour,
    windowSeconds: 3600,
  };
  // Many addresses together (a botnet, or rotating proxies) still stop here: storage costs money.
  const storeWide: Limit = { name: 'file.upload-store', limit: limits.uploadsStoreHour, windowSeconds: 3600 };

  /**
   * A customer's upload counts against the customer, the source address, then the store; one
   * refused earlier is not counted against the store. An agent's only against the agent, so
   * that a flood from customers cannot keep support from answering with images.
   */
  async function countUpload(ownerId: string, ip: string | null): Promise<void> {
    if (ip === null) return limiter.hit([UPLOADS_PER_HOUR, ownerId]);
    await limiter.hit([UPLOADS_PER_HOUR, ownerId], [perSource, sourceOf(ip)]);
    try {
      await limiter.hit([storeWide, EVERYONE]);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new DomainError(ERROR.UPLOADS_BUSY, { minutes: Math.ceil(error.retryAfter / 60) });
    }
  }

  async function urlOf(key: string): Promise<string> {
    return store.presignGet(key, Date.now() + READ_URL_MS);
  }

  return {
    store,

    /** The upload credential of spec section 7, in its field names. */
    signature(ownerId: string): UploadSignature {
      const expireTime = Date.now() + SIGNATURE_MS;
      const tmpSecretId = randomBytes(12).toString('base64url');
      const sessionToken = sealToken(secret, GRANT_PURPOSE, {
        id: tmpSecretId,
        sub: ownerId,
        exp: expireTime,
      });
      return {
        tmpSecretId,
        tmpSecretKey: sign(secret, KEY_PURPOSE, sessionToken),
        sessionToken,
        bucket: store.bucket,
        region: store.region,
        expireTime,
      };
    },

    /**
     * Checks the credential, the declared type and size, and answers where to PUT the bytes.
     * `ip`: the customer's address; null for an agent.
     */
    async createUpload(
      ownerId: string,
      input: CreateUploadRequest,
      ip: string | null,
    ): Promise<UploadTarget> {
      const grant = Grant.safeParse(openToken(secret, GRANT_PURPOSE, input.sessionToken));
      const valid =
        grant.success &&
        grant.data.id === input.tmpSecretId &&
        grant.data.sub === ownerId &&
        grant.data.exp > Date.now() &&
        signatureMatches(sign(secret, KEY_PURPOSE, input.sessionToken), input.tmpSecretKey);
      if (!valid) throw new DomainError(ERROR.UPLOAD_SIGNATURE_EXPIRED);
      const contentType = input.contentType.toLowerCase();
      if (!isImageType(contentType)) throw new DomainError(ERROR.FILE_TYPE_NOT_ALLOWED);
      if (input.size > MAX_UPLOAD_BYTES) throw new DomainError(ERROR.FILE_TOO_LARGE, { max: MAX_MB });
      await countUpload(ownerId, ip);
      const key = `u/${ownerId}/${newId('f')}.${EXTENSIONS[contentType]}`;
      await db.insert(files).values({ key, ownerId, contentType, size: input.size });
      const expireTime = Date.now() + UPLOAD_URL_MS;
      const { url, headers } = await store.presignPut(key, contentType, input.size, expireTime);
      return { key, url, method: 'PUT', headers, expireTime };
    },

    /**
     * Judges the stored bytes: the type by its signature, the size as stored. A file that fails is
     * deleted; one that passes is ready to attach.
     */
    async confirm(ownerId: string, key: string): Promise<FileRef> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.key, key), eq(files.ownerId, ownerId)));
      if (!row) throw new DomainError(ERROR.FILE_NOT_FOUND);
      const stored = await store.peek(key, SNIFF_BYTES);
      if (!stored) throw new DomainError(ERROR.FILE_NOT_FOUND);
      const type = sniffImage(stored.head);
      if (stored.size > MAX_UPLOAD_BYTES || !type) {
        await store.delete(key);
        await db.delete(files).where(eq(files.key, key));
        throw stored.size > MAX_UPLOAD_BYTES
          ? new DomainError(ERROR.FILE_TOO_LARGE, { max: MAX_MB })
          : new DomainError(ERROR.FILE_TYPE_NOT_ALLOWED);
      }
      await db
        .update(files)
        .set({ status: 'ready', contentType: type, size: stored.size, confirmedAt: new Date() })
        .where(eq(files.key, key));
      return { key, url: await urlOf(key), contentType: type, size: stored.size };
    },

    /** -1322 unless every key is a ready file of the owner's. */
    async ensureAttachable(ownerId: string, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      const unique = [...new Set(keys)];
      const found = await db
        .select({ key: files.key })
        .from(files)
        .where(and(inArray(files.key, unique), eq(files.ownerId, ownerId), eq(files.status, 'ready')));
      if (found.length !== unique.length) throw new DomainError(ERROR.FILE_NOT_FOUND);
    },

    /**
     * Deletes uploads nobody used within a day: never confirmed, or confirmed but attached to no
     * feedback record, chat message, product, banner, article or logo (picked, then never sent or
     * saved). Answers how many.
     */
    async purgeAbandoned(): Promise<number> {
      const { rows } = await db.execute<{ key: string }>(sql`
        SELECT f.key FROM files f
        WHERE f.created_at < now() - interval '1 day'
          AND (f.status = 'pending' OR (
            NOT EXISTS (SELECT 1 FROM feedback_records r WHERE f.key = ANY (r.images))
            AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.image_key = f.key)
            AND NOT EXISTS (SELECT 1 FROM products p WHERE p.art = f.key)
            AND NOT EXISTS (SELECT 1 FROM banners b WHERE b.image_key = f.key)
            AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.image_key = f.key)
            AND NOT EXISTS (SELECT 1 FROM site_settings s WHERE s.logo_key = f.key)))
        LIMIT 1000`);
      for (const { key } of rows) {
        await store.delete(key);
        await db.delete(files).where(eq(files.key, key));
      }
      return rows.length;
    },

    /**
     * A deleted account's uploads: their rows go in the deletion's transaction; the stored bytes of
     * the answered keys go once it has committed (`deleteStored`), so a rollback loses no file.
     */
    async forgetOwner(tx: Tx, ownerId: string): Promise<string[]> {
      const gone = await tx.delete(files).where(eq(files.ownerId, ownerId)).returning({ key: files.key });
      return gone.map((row) => row.key);
    },

    async deleteStored(keys: readonly string[]): Promise<void> {
      for (const key of keys) await store.delete(key);
    },

    /** References with fresh signed URLs, in the order of `keys`; unknown keys are left out. */
    async refs(keys: readonly string[]): Promise<Map<string, FileRef>> {
      const out = new Map<string, FileRef>();
      if (keys.length === 0) return out;
      const rows = await db
        .select()
        .from(files)
        .where(inArray(files.key, [...new Set(keys)]));
      for (const row of rows) {
        out.set(row.key, {
          key: row.key,
          url: await urlOf(row.key),
          contentType: row.contentType,
          size: row.size,
        });
      }
      return out;
    },
  };
}

/** The customer's uploads as their data export lists them. */
export async function uploadsExport(db: Db, ownerId: string): Promise<ExportData['uploads']> {
  const rows = await db.select().from(files).where(eq(files.ownerId, ownerId)).orderBy(asc(files.createdAt));
  return rows.map((row) => ({
    key: row.key,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.getTime(),
  }));
}

/** A guest who signs in keeps its uploads (a screenshot picked before signing in still attaches). */
export async function mergeGuestFiles(guestId: string, accountId: string, tx: Tx): Promise<void> {
  await tx.update(files).set({ ownerId: accountId }).where(eq(files.ownerId, guestId));
}

export function fileJobs(uploads: FileService): JobDefinition[] {
  return [
    defineJob({
      queue: scheduleQueue('files.purge-abandoned'),
      cron: '17 * * * *',
      run: async (log) => {
        log.info({ purged: await uploads.purgeAbandoned() }, 'abandoned uploads deleted');
      },
    }),
  ];
}
