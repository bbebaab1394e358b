import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encryption and hashing of inventory codes under the inventory key. Two keys are derived from it,
 * so the key that makes `code_hash` (looked at by uniqueness checks) never encrypts anything.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export function codeCrypto(inventoryKey: Buffer) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', inventoryKey, Buffer.alloc(0), `storefront-inventory-${purpose}`, 32));
  const encryptionKey = derive('encrypt');
  const hashKey = derive('hash');

  return {
    encrypt(code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** Throws when the stored value was not made under this key or was altered. */
    decrypt(stored: string): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('Unknown inventory code format');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },

    /** The same code always gives the same hash, so a code is stocked once per SKU. */
    hash(code: string): string {
      return createHmac('sha256', hashKey).update(code).digest('base64url');
    },
  };
}

export type CodeCrypto = ReturnType<typeof codeCrypto>;
