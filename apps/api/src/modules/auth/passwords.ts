import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, 19 MiB, 2 passes: OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a password nobody has: checked when the account does not exist, so that an unknown
// e-mail costs as long to answer as a wrong password and the timing tells nothing.
const DECOY = hash('decoy password, never valid');

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DECOY, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
