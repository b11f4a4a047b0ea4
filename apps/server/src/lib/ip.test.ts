import { describe, expect, it } from 'vitest';
import { ipv4ToNumber, isLocalIp, normaliseIp } from './ip';

describe('ip helpers', () => {
  it('converts dotted quads and rejects anything else', () => {
    expect(ipv4ToNumber('1.0.1.0')).toBe(16777472);
    expect(ipv4ToNumber('255.255.255.255')).toBe(4294967295);
    expect(ipv4ToNumber('256.0.0.1')).toBeNull();
    expect(ipv4ToNumber('1.2.3')).toBeNull();
    expect(ipv4ToNumber('::1')).toBeNull();
  });

  it('strips the IPv4-mapped IPv6 prefix', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('recognises loopback and private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.5',
      'fd00::1',
    ]) {
      expect(isLocalIp(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1'])
      expect(isLocalIp(ip), ip).toBe(false);
  });
});
