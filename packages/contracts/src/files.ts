import { z } from 'zod';
import { IMAGE_TYPES } from './constants.ts';

/**
 * Uploads (spec section 7, "storage signature"). Screenshots and chat images only: PNG, JPEG,
 * WebP or GIF, at most 5 MB, checked by the server on the bytes themselves (not the name).
 *
 * 1. `file/getSignature` gives the upload credential; the web keeps it 30 minutes (`ossSign`).
 * 2. `file/createUpload` with the credential, the type and the size answers where to PUT the
 *    bytes: a presigned S3 URL when the store runs on S3, else the API's own signed URL.
 * 3. The web PUTs the bytes there with the given headers, then calls `file/confirm`: the server
 *    checks the stored bytes (type by magic bytes, size) and answers the file's reference.
 * 4. The file's `key` goes into `feedback/create`, `feedback/reply` or a chat message.
 */
export { IMAGE_TYPES };
export const ImageType = z.enum(IMAGE_TYPES);
export type ImageType = z.infer<typeof ImageType>;

/** The largest upload, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The web keeps the storage signature this long (spec section 9: 1,800,000 ms). */
export const UPLOAD_SIGNATURE_CACHE_MS = 30 * 60 * 1000;

/** A stored file's key: `u/<owner>/<id>` as the server gives it. */
export const FileKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9/_.-]+$/);

/** An uploaded image as answers show it: `url` is signed and expires, so fetch it soon after. */
export const FileRef = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type FileRef = z.infer<typeof FileRef>;

export const GetSignatureRequest = z.object({});

/**
 * The upload credential (spec's field names): `tmpSecretId` names it, `tmpSecretKey` proves it
 * and `sessionToken` carries its owner and expiry; all three are sent back with each
 * `file/createUpload`. `bucket` and `region` name the store (`local` for the API's disk store).
 * `expireTime` is epoch milliseconds, at least 30 minutes ahead.
 */
export const UploadSignature = z.object({
  tmpSecretId: z.string(),
  tmpSecretKey: z.string(),
  sessionToken: z.string(),
  bucket: z.string(),
  region: z.string(),
  expireTime: z.number().int(),
});
export type UploadSignature = z.infer<typeof UploadSignature>;

export const UploadCredential = UploadSignature.pick({
  tmpSecretId: true,
  tmpSecretKey: true,
  sessionToken: true,
});

/**
 * -1323 when the credential is expired, forged or another customer's; -1321 for a type that is
 * not an image we take; -1320 when `size` is over the limit.
 */
export const CreateUploadRequest = UploadCredential.extend({
  contentType: z.string().trim().max(100),
  size: z.number().int().min(1),
});
export type CreateUploadRequest = z.input<typeof CreateUploadRequest>;

/** PUT the bytes to `url` with exactly `headers`, before `expireTime` (epoch ms). */
export const UploadTarget = z.object({
  key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expireTime: z.number().int(),
});
export type UploadTarget = z.infer<typeof UploadTarget>;

/** -1322 when nothing was uploaded under the key (or it is not the caller's); -1320, -1321 on the bytes. */
export const ConfirmUploadRequest = z.object({ key: FileKey });
export type ConfirmUploadRequest = z.input<typeof ConfirmUploadRequest>;
