import { describe, expect, it } from 'vitest'
import { clientBucket } from './client-ip.server'

describe('clientBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientBucket('198.51.100.7')).toBe('198.51.100.7')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientBucket('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientBucket('::FFFF:c633:6407')).toBe('198.51.100.7')
  })

  it('puts every address of one IPv6 /64 in one bucket', () => {
    const bucket = clientBucket('2001:db8:1:2::1')
    expect(bucket).toBe('2001:db8:1:2::/64')
    expect(clientBucket('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(bucket)
    expect(clientBucket('2001:0DB8:0001:0002:abcd::9')).toBe(bucket)
    expect(clientBucket('2001:db8:1:3::1')).not.toBe(bucket)
  })

  it('handles compressed forms and zone ids', () => {
    expect(clientBucket('::1')).toBe('0:0:0:0::/64')
    expect(clientBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientBucket('2001:db8::')).toBe('2001:db8:0:0::/64')
  })
})
