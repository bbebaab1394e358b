import type { UserSig } from '@storefront/contracts/support';
import { callApi } from '@/lib/api/browser';
import { COOKIE, readCookie } from '@/lib/cookies';
import { notifyError } from '@/lib/notify';

const STORAGE_KEY = 'imUserSig';
/** A signature this close to its end is not worth connecting with. */
const MARGIN_MS = 60_000;

function stored(): UserSig | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as UserSig | null;
    // Signing out or in since makes the kept signature someone else's.
    const current = value && value.userId === readCookie(COOKIE.userId);
    return current && value.expireTime - MARGIN_MS > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chat credential (`im/getUserSig`). `fresh` asks the server for a new one, as opening the chat
 * does (spec section 4); otherwise one kept in this tab is reused, so the embedded frame connects
 * with the signature its button just fetched. A failure is the spec's "Token expired" toast, in the
 * words the caller gives (`support.tokenExpired`).
 */
export async function chatSignature({
  fresh = false,
  expiredText,
}: {
  fresh?: boolean;
  expiredText: string;
}): Promise<UserSig | undefined> {
  const kept = fresh ? undefined : stored();
  if (kept) return kept;
  const answer = await callApi('im/getUserSig', {}, { quiet: true });
  if (!answer.ok) {
    notifyError(expiredText);
    return undefined;
  }
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer.data));
  return answer.data;
}
