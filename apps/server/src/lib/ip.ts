// IPv4 helpers for the geolocation table and region restriction.

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
