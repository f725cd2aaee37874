import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './client-address';

describe('addressLimitKey: the key a client address is limited under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('10.0.0.1')).not.toBe(addressLimitKey('10.0.0.2'));
  });

  it('limits IPv6 per /64: every address of one network shares a key, another network gets its own', () => {
    const key = addressLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:abcd::9', '2001:db8:1:2:0:0:0:0', '2001:db8:1:2::1%eth0'])
      expect(addressLimitKey(same), same).toBe(key);
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressLimitKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves what is not an address as it is (never throws on a request)', () => {
    expect(addressLimitKey('')).toBe('');
    expect(addressLimitKey('not an address')).toBe('not an address');
  });
});
