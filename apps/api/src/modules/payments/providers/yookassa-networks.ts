import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The address ranges YooKassa publishes as those its notifications come from. */
const YOOKASSA_NETWORKS: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['185.71.76.0', 27, 'ipv4'],
  ['185.71.77.0', 27, 'ipv4'],
  ['77.75.153.0', 25, 'ipv4'],
  ['77.75.156.11', 32, 'ipv4'],
  ['77.75.156.35', 32, 'ipv4'],
  ['77.75.154.128', 25, 'ipv4'],
  ['2a02:5180::', 32, 'ipv6'],
];

const networks = new BlockList();
for (const [address, prefix, family] of YOOKASSA_NETWORKS) networks.addSubnet(address, prefix, family);

/** Whether a notification from `address` may come from YooKassa (an IPv4 address seen over IPv6 counts as itself). */
export function fromYookassa(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIPv4(plain)) return networks.check(plain, 'ipv4');
  return isIPv6(plain) && networks.check(plain, 'ipv6');
}
