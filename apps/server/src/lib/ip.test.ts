import { describe, expect, it } from 'vitest';
import { addressGroup, addressKeys, ipv4ToNumber, isLocalIp, normaliseIp, parseIpv6 } from './ip';

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

  it('reads IPv6 addresses in every written form', () => {
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('FE80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('64:ff9b::192.0.2.33')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x221]);
    for (const bad of ['1.2.3.4', '1::2::3', '2001:db8:1', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9'])
      expect(parseIpv6(bad), bad).toBeNull();
  });

  it('groups addresses for the limits: IPv4 alone, IPv6 by its /64 or the given prefix', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:cb00:7107')).toBe('203.0.113.7');
    // Every address of one /64 is one key, however it is written.
    const group = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001::abcd',
    ])
      expect(addressGroup(ip), ip).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(group);
    expect(addressGroup('2001:db8:0:1::1', 48)).toBe('2001:db8:0::/48');
    expect(addressGroup('2001:db8:0:1ff::1', 56)).toBe('2001:db8:0:100::/56');
    expect(addressGroup('2001:db8::5', 128)).toBe('2001:db8:0:0:0:0:0:5/128');
    expect(addressGroup('not an address')).toBe('not an address');
  });

  it('counts rows written under the exact address too, and writes under the group', () => {
    expect(addressKeys('203.0.113.7')).toEqual(['203.0.113.7']);
    expect(addressKeys('::ffff:203.0.113.7')).toEqual(['203.0.113.7', '::ffff:203.0.113.7']);
    expect(addressKeys('2001:db8:0:1::1')).toEqual(['2001:db8:0:1::/64', '2001:db8:0:1::1']);
  });
});
