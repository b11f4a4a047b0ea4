// Address helpers: IPv4 for the geolocation table and region restriction, and the address group
// every per-address limit keys on (IPv6 by prefix).
import { AuthLimits } from '@lotusplay/api-client/contracts';

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4` → `1.2.3.4`). */
export function normaliseIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}

/** The IPv4 address as an unsigned integer, or null when it is not a dotted quad. */
export function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

// As integers once, not on every call (every status and permission read asks).
const privateV4 = (
  [
    ['10.0.0.0', '10.255.255.255'],
    ['127.0.0.0', '127.255.255.255'],
    ['169.254.0.0', '169.254.255.255'],
    ['172.16.0.0', '172.31.255.255'],
    ['192.168.0.0', '192.168.255.255'],
  ] as const
).map(([from, to]) => [ipv4ToNumber(from)!, ipv4ToNumber(to)!] as const);

/** True for loopback, link-local and private addresses (IPv4 and IPv6). */
export function isLocalIp(ip: string): boolean {
  const address = normaliseIp(ip);
  const numeric = ipv4ToNumber(address);
  if (numeric !== null) {
    return privateV4.some(([from, to]) => numeric >= from && numeric <= to);
  }
  return (
    address === '::1' ||
    address.startsWith('fc') ||
    address.startsWith('fd') ||
    address.startsWith('fe80')
  );
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or null. */
export function parseIpv6(ip: string): number[] | null {
  let text = ip.trim().toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4ToNumber(piece);
        if (v4 === null) return null;
        groups.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else return null;
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The key every per-address limit counts a request under: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 address), an IPv6 address as its network of `ipv6Prefix`
 * bits (`2001:db8:0:1::/64`: one customer's /64 is one client, however many addresses it takes),
 * anything else as given. The brand's prefix comes from SystemService.addressGroup.
 */
export function addressGroup(ip: string, ipv6Prefix: number = AuthLimits.ipv6GroupPrefix): string {
  const address = normaliseIp(ip);
  if (ipv4ToNumber(address) !== null) return address;
  const groups = parseIpv6(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d written in hex (::ffff:7f00:1) is an IPv4 client too.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  const prefix = Math.min(128, Math.max(0, Math.trunc(ipv6Prefix)));
  const kept = Math.ceil(prefix / 16);
  const masked = groups.slice(0, kept).map((group, index) => {
    const bits = Math.min(16, prefix - index * 16);
    return group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(':')}${kept < 8 ? '::' : ''}/${prefix}`;
}

/**
 * The keys whose rows count for the address's limits: its group, and the exact address string
 * when that differs (rows written before limits keyed on groups were keyed on it). New rows are
 * written under the group (the first key).
 */
export function addressKeys(ip: string, ipv6Prefix?: number): [string, ...string[]] {
  const group = addressGroup(ip, ipv6Prefix);
  const exact = ip.trim();
  return exact && exact !== group ? [group, exact] : [group];
}
