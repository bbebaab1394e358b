import {
  UPLOAD_SIGNATURE_CACHE_MS,
  UploadSignature,
  type CreateUploadRequest,
  type FileRef,
  type UploadTarget,
} from '@storefront/contracts/files';
import { callApi } from '@/lib/api/browser';
import { COOKIE, COOKIE_MAX_AGE, readCookie, removeCookie, writeCookie } from '@/lib/cookies';

/** The storage signature from the `ossSign` cookie while it is younger than 30 minutes and unexpired. */
function keptSignature(): UploadSignature | undefined {
  try {
    const parsed = UploadSignature.extend({ keptAt: UploadSignature.shape.expireTime }).safeParse(
      JSON.parse(readCookie(COOKIE.ossSign) ?? 'null'),
    );
    if (!parsed.success) return undefined;
    const { keptAt, ...signature } = parsed.data;
    const now = Date.now();
    return now - keptAt < UPLOAD_SIGNATURE_CACHE_MS && signature.expireTime > now ? signature : undefined;
  } catch {
    return undefined;
  }
}

async function uploadSignature(): Promise<UploadSignature | undefined> {
  const kept = keptSignature();
  if (kept) return kept;
  const answer = await callApi('file/getSignature', {});
  if (!answer.ok) return undefined;
  writeCookie(COOKIE.ossSign, JSON.stringify({ ...answer.data, keptAt: Date.now() }), {
    maxAge: COOKIE_MAX_AGE.ossSign,
  });
  return answer.data;
}

/** The three calls of an upload, on the storefront's API or the agents' (the rules are the same). */
export interface UploadCalls {
  signature(): Promise<UploadSignature | undefined>;
  createUpload(request: CreateUploadRequest): Promise<UploadTarget | undefined>;
  confirm(key: string): Promise<FileRef | undefined>;
}

/**
 * Uploads one image: signature, the upload's target, the bytes, then the server's check of them.
 * Answers the stored file, or undefined after the failure's toast.
 */
export async function uploadWith(calls: UploadCalls, file: File): Promise<FileRef | undefined> {
  const signature = await calls.signature();
  if (!signature) return undefined;
  const { tmpSecretId, tmpSecretKey, sessionToken } = signature;
  const target = await calls.createUpload({
    tmpSecretId,
    tmpSecretKey,
    sessionToken,
    contentType: file.type,
    size: file.size,
  });
  if (!target) return undefined;
  const put = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: file,
  }).catch(() => undefined);
  if (!put?.ok) return undefined;
  return calls.confirm(target.key);
}

const customerUploads: UploadCalls = {
  signature: uploadSignature,
  async createUpload(request) {
    const target = await callApi('file/createUpload', request);
    // A refused credential is not worth keeping for the next try.
    if (!target.ok) removeCookie(COOKIE.ossSign);
    return target.ok ? target.data : undefined;
  },
  async confirm(key) {
    const confirmed = await callApi('file/confirm', { key });
    return confirmed.ok ? confirmed.data : undefined;
  },
};

/** A customer's upload, with the storage signature kept in its cookie. */
export function uploadImage(file: File): Promise<FileRef | undefined> {
  return uploadWith(customerUploads, file);
}
