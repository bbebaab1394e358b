import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or copied by hand stays unambiguous.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A customer's own invite code: 8 characters, about 40 bits, unique by the database's key. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
