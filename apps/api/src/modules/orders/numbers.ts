import { createHash, randomInt } from 'node:crypto';

/** 18 digits: the UTC date as yyMMdd, then 12 random ones (a guess finds nobody's order). */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const random =
    String(randomInt(0, 1_000_000)).padStart(6, '0') + String(randomInt(0, 1_000_000)).padStart(6, '0');
  return date + random;
}

/** The fingerprint of a purchase, to tell a repeated createV2 from another purchase under the same key. */
export function purchaseHash(purchase: Record<string, unknown>): string {
  const canonical = Object.keys(purchase)
    .sort()
    .map((key) => [key, purchase[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** a***@example.com: enough for an inviter to recognise a friend, not to write to them. */
export function maskEmail(email: string | null): string {
  if (!email) return '***';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
