import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The source a limit per address counts: an IPv4 address as it is, an IPv6 address by its /64,
 * the block one subscriber is given (counting single addresses, one customer would have 2^64).
 */
export function sourceOf(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A source as tables keep it: hashed, so that no IP address is stored; equality is all a limit needs. */
export function sourceKeyOf(ip: string): string {
  return createHash('sha256').update(sourceOf(ip)).digest('base64url').slice(0, 22);
}
