import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, so a fast hash is enough to store it (no salt, no KDF needed). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
