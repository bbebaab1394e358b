/**
 * The sender's own id for a chat message (echoed in its `ack`): 64 random bits in hex, from
 * getRandomValues, which plain http has too (crypto.randomUUID needs a secure context).
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
