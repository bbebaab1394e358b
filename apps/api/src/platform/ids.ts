import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function base32(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

/**
 * `cus_…`, `ses_…`: the prefix tells a reader (or a support agent) what an id names. The time part
 * keeps ids roughly in creation order, which keeps B-tree inserts local.
 */
export function newId(prefix: string): string {
  const time = Date.now().toString(32).padStart(10, '0');
  return `${prefix}_${time}${base32(randomBytes(16))}`;
}
