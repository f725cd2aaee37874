import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is limited under, by the general request limit and the sign-in
 * limit alike. An IPv6 client is limited per /64: a home or office line is given at least a
 * /64 and picks a fresh address in it at will, so counting per address would give it 2^64
 * fresh allowances. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack
 * socket reports for an IPv4 client) is the IPv4 address it carries. Anything else is
 * returned as it is, so a request never fails here.
 */
export function addressLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0]!; // a zone id (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a trailing dotted IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
