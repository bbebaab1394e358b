import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR, type ErrorCode, type VerifyEmailType } from '@storefront/contracts';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { newId } from '../../platform/ids.ts';
import { verifications } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed before the code is dead (-1110) and a new one must be requested. */
export const MAX_WRONG_CODES = 5;

/**
 * A 6-digit code has only a million values, so no hash would stop someone who reads the table
 * from finding it; the hash (salted with the row id) keeps it out of dumps and backups, and the
 * 10 minutes, the 5 tries and the sending limits are what protect it.
 */
function hashCode(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`).digest();
}

/** Deletes the live proofs of this e-mail and purpose: a new one replaces them. */
async function replaceOlder(tx: Tx, email: string, purpose: VerifyEmailType): Promise<void> {
  await tx
    .delete(verifications)
    .where(
      and(eq(verifications.email, email), eq(verifications.purpose, purpose), isNull(verifications.usedAt)),
    );
}

/**
 * A verification link's token (256 random bits) for the account's e-mail; valid 24 hours.
 * `requestedBy`: the customer whose session asked for it (see proof.ts).
 */
export async function issueLink(
  tx: Tx,
  customerId: string,
  email: string,
  requestedBy: string | null,
): Promise<string> {
  await replaceOlder(tx, email, 'register');
  const token = newToken();
  await tx.insert(verifications).values({
    id: newId('ver'),
    customerId,
    requestedBy,
    email,
    purpose: 'register',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  return token;
}

/** A 6-digit code for the e-mail and purpose; valid 10 minutes. */
export async function issueCode(
  tx: Tx,
  email: string,
  purpose: Exclude<VerifyEmailType, 'register'>,
  customerId: string | null,
): Promise<string> {
  await replaceOlder(tx, email, purpose);
  const id = newId('ver');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(verifications).values({
    id,
    customerId,
    email,
    purpose,
    codeHash: hashCode(id, code).toString('hex'),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ErrorCode };

/**
 * Uses the live code of this e-mail and purpose. A wrong code is counted, so the caller must
 * commit the transaction before answering the failure (it returns rather than throws for that).
 */
export async function useCode(
  tx: Tx,
  email: string,
  purpose: Exclude<VerifyEmailType, 'register'>,
  code: string,
): Promise<Checked<{ customerId: string | null }>> {
  const [row] = await tx
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.email, email),
        eq(verifications.purpose, purpose),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1)
    .for('update');
  if (!row?.codeHash) return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
  if (row.attempts >= MAX_WRONG_CODES) return { ok: false, error: ERROR.VERIFICATION_ATTEMPTS_EXCEEDED };
  if (!timingSafeEqual(hashCode(row.id, code), Buffer.from(row.codeHash, 'hex'))) {
    const attempts = row.attempts + 1;
    await tx.update(verifications).set({ attempts }).where(eq(verifications.id, row.id));
    return {
      ok: false,
      error:
        attempts >= MAX_WRONG_CODES ? ERROR.VERIFICATION_ATTEMPTS_EXCEEDED : ERROR.INVALID_VERIFICATION_CODE,
    };
  }
  await tx
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(eq(verifications.id, row.id));
  return { ok: true, value: { customerId: row.customerId } };
}

/** Uses a verification link; -1007 when it is unknown, used, replaced or expired. */
export async function useLink(
  tx: Tx,
  token: string,
): Promise<Checked<{ customerId: string; email: string; requestedBy: string | null }>> {
  const [row] = await tx
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verifications.tokenHash, hashToken(token)),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row?.customerId) return { ok: false, error: ERROR.VERIFICATION_LINK_EXPIRED };
  return { ok: true, value: { customerId: row.customerId, email: row.email, requestedBy: row.requestedBy } };
}

/** Deletes links and codes that can no longer be used: expired, or used over a day ago. */
export async function purgeVerifications(db: Db): Promise<number> {
  const purged = await db
    .delete(verifications)
    .where(
      or(lte(verifications.expiresAt, sql`now()`), lte(verifications.usedAt, sql`now() - interval '1 day'`)),
    )
    .returning({ id: verifications.id });
  return purged.length;
}
