// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clientNetwork } from './http'

describe('clientNetwork: what a client is counted on', () => {
  it('counts the addresses of one IPv6 /64 as one, however they are written', () => {
    const network = clientNetwork('2001:db8:1:2::10')
    expect(network).toBe('2001:db8:1:2::/64')
    for (const address of ['2001:DB8:1:2:ffff:ffff:ffff:9', '2001:0db8:0001:0002:0:0:0:1', '2001:db8:1:2::1.2.3.4'])
      expect(clientNetwork(address), address).toBe(network)
    expect(clientNetwork('2001:db8:1:3::10')).not.toBe(network)
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps IPv4 clients apart, on a dual-stack socket too', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5')
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(clientNetwork('::ffff:cb00:7106')).toBe('203.0.113.6')
    expect(clientNetwork('unknown')).toBe('unknown')
  })
})
