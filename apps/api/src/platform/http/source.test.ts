import { describe, expect, it } from 'vitest';
import { sourceKeyOf, sourceOf } from './source.ts';

describe('the source a limit per address counts', () => {
  it('is an IPv4 address itself, also when it comes IPv6-mapped', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const block = '2001:db8:85a3:8d3::/64';
    expect(sourceOf('2001:0db8:85a3:08d3:1319:8a2e:0370:7344')).toBe(block);
    expect(sourceOf('2001:db8:85a3:8d3::1')).toBe(block);
    expect(sourceOf('2001:db8:85a3:8d3:ffff::1%eth0')).toBe(block);
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
  });

  it('is kept hashed, the same for one subscriber and apart for two', () => {
    expect(sourceKeyOf('2001:db8:1:2::a')).toBe(sourceKeyOf('2001:db8:1:2::b'));
    expect(sourceKeyOf('2001:db8:1:2::a')).not.toBe(sourceKeyOf('2001:db8:1:3::a'));
    expect(sourceKeyOf('203.0.113.7')).not.toContain('203');
  });
});
