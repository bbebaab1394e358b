import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `value` under a key derived for one purpose, so one secret never signs two kinds of thing. */
export function sign(secret: string, purpose: string, value: string): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `payload.signature`: a JSON payload anyone can read and only the server can make. */
export function sealToken(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, purpose, body)}`;
}

/** The payload of a sealed token, or undefined when forged or malformed. */
export function openToken(secret: string, purpose: string, token: string): unknown {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  if (!signatureMatches(sign(secret, purpose, body), signature)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
