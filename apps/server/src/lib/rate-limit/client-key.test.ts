import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('client key', () => {
  it('keeps IPv4 addresses', () => expect(clientKey('203.0.113.7')).toBe('203.0.113.7'));
  it('unwraps IPv4-mapped IPv6', () => expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7'));
  it('counts an IPv6 /64 as one client', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
