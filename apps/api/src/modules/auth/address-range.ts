import { isIPv4, isIPv6 } from 'node:net';

/**
 * The range a client address belongs to for sign-in pressure: its /24 in IPv4, its /64 in IPv6. One holder
 * (a host, a subscriber line) usually has the whole range, so changing address within it changes nothing.
 */
export function addressRange(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return address;
  const [head, tail] = ip.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const all = [...start, ...Array<string>(8 - start.length - end.length).fill('0'), ...end];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
