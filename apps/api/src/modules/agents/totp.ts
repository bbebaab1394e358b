import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpEnrolment } from '@storefront/contracts';

const PERIOD_SECONDS = 30;
const ISSUER = 'Storefront';
const VERSION = 'v1';

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret (160 bits, base32, as authenticator apps expect). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the key to type, its otpauth:// URI, and that URI as an SVG QR code. */
export async function enrolmentOf(secret: string, email: string): Promise<TotpEnrolment> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a code belongs to (this one, or the one either side for a clock a little off),
 * or null for a wrong code. A caller keeps the step it accepted and refuses it, and any before it, again.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF, a purpose of its own) from the
 * inventory key, the one key the store already keeps for its codes (INVENTORY_KEY, checked at start).
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url, as the codes are.
 */
export function secretBox(inventoryKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', inventoryKey, Buffer.alloc(0), 'storefront-staff-totp', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [
        VERSION,
        ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
      ].join('.');
    },
    /** Throws when the stored value was not made under this key or was altered. */
    open(stored: string): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new Error('Unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;

/** `xxxxx-xxxxx` from an alphabet without look-alikes (31 signs): about 49 bits each. */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as typed (any case, with or without its dash), as stored before hashing. */
export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');
