/**
 * A fresh idempotency key for order/createV2: 128 random bits in hex. getRandomValues works on
 * plain http too, where crypto.randomUUID is missing (a store opened by a LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
