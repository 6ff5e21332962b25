import { addressRange } from './address-range';

it('gives the /24 of an IPv4 address, mapped into IPv6 or not', () => {
  expect(addressRange('203.0.113.7')).toBe('203.0.113.0/24');
  expect(addressRange('::ffff:203.0.113.250')).toBe('203.0.113.0/24');
  expect(addressRange('203.0.114.7')).toBe('203.0.114.0/24');
});

it('gives the /64 of an IPv6 address, however it is written', () => {
  expect(addressRange('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
  expect(addressRange('2001:0DB8:000A:000B:ffff:0:0:2')).toBe('2001:db8:a:b::/64');
  expect(addressRange('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressRange('::1')).toBe('0:0:0:0::/64');
  expect(addressRange('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressRange('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  expect(addressRange('2001:db8:a:c::1')).not.toBe(addressRange('2001:db8:a:b::1'));
});

it('keeps what is not an address as it is', () => {
  expect(addressRange('inconnue')).toBe('inconnue');
});
