import {
  IMAGE_TYPES,
  UPLOAD_SIGNATURE_CACHE_MS,
  UploadSignature,
  type FileRef,
} from '@storefront/contracts/files';
import { callApi } from '@/lib/api/browser';
import { COOKIE, COOKIE_MAX_AGE, readCookie, removeCookie, writeCookie } from '@/lib/cookies';

/** What the file picker offers: the images the server takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

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

/**
 * Uploads one image: signature (cached), the upload's target, the bytes, then the server's check
 * of them. Answers the stored file, or undefined after the failure's toast.
 */
export async function uploadImage(file: File): Promise<FileRef | undefined> {
  const signature = await uploadSignature();
  if (!signature) return undefined;
  const { tmpSecretId, tmpSecretKey, sessionToken } = signature;
  const target = await callApi('file/createUpload', {
    tmpSecretId,
    tmpSecretKey,
    sessionToken,
    contentType: file.type,
    size: file.size,
  });
  if (!target.ok) {
    // A refused credential is not worth keeping for the next try.
    removeCookie(COOKIE.ossSign);
    return undefined;
  }
  const put = await fetch(target.data.url, {
    method: target.data.method,
    headers: target.data.headers,
    body: file,
  }).catch(() => undefined);
  if (!put?.ok) return undefined;
  const confirmed = await callApi('file/confirm', { key: target.data.key });
  return confirmed.ok ? confirmed.data : undefined;
}
