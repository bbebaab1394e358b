import { ERROR, type ChatSender } from '@storefront/contracts';
import { z } from 'zod';
import { DomainError } from '../../platform/errors.ts';
import { openToken, sealToken } from '../files/index.ts';

/** A chat credential lasts a day: the web fetches a fresh one each time the chat opens. */
export const USER_SIG_MS = 24 * 60 * 60 * 1000;
const PURPOSE = 'chat-user-sig';

const Claims = z.object({
  sub: z.string().min(1),
  role: z.enum(['customer', 'agent']),
  sid: z.string().min(1),
  exp: z.number(),
});

export interface ChatIdentity {
  userId: string;
  role: ChatSender;
  /**
   * The sign-in session the credential was issued to (a customer's or an agent's): once it ends
   * (sign-out, password change, expiry), the credential no longer opens a socket.
   */
  sessionId: string;
}

/** Who is writing in a conversation: the chat's rules need no more than this. */
export type ChatParty = Pick<ChatIdentity, 'userId' | 'role'>;

/** `userSig`: the user's id, role, session and expiry, HMAC-signed with CHAT_SIGNING_SECRET. */
export function issueUserSig(secret: string, identity: ChatIdentity, now = Date.now()) {
  const expireTime = now + USER_SIG_MS;
  const userSig = sealToken(secret, PURPOSE, {
    sub: identity.userId,
    role: identity.role,
    sid: identity.sessionId,
    exp: expireTime,
  });
  return { userId: identity.userId, userSig, expireTime };
}

/** The identity a userSig proves; -1310 when it is forged, malformed or expired. */
export function verifyUserSig(secret: string, userSig: string, now = Date.now()): ChatIdentity {
  const claims = Claims.safeParse(openToken(secret, PURPOSE, userSig));
  if (!claims.success || claims.data.exp <= now) throw new DomainError(ERROR.USER_SIG_INVALID);
  return { userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid };
}
