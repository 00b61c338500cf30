import { describe, expect, it } from 'vitest'
import { datasetAddressPolicy, publicAddressesOnly } from '../../src/synthetic/public-address'

describe('publicAddressesOnly', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['0.0.0.0', 'an unspecified address (it reaches this machine)'],
    ['::', 'an unspecified address (it reaches this machine)'],
    ['10.0.0.5', 'a private network address'],
    ['172.16.3.4', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.20', 'a private network address'],
    ['::ffff:192.168.1.20', 'a private network address'],
    ['169.254.10.1', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique-local (private network) address'],
    ['fd12:3456::1', 'a unique-local (private network) address'],
    ['100.64.0.1', 'a carrier-grade NAT (shared) address'],
    ['100.127.255.254', 'a carrier-grade NAT (shared) address'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['::ffff:169.254.169.254', 'a cloud metadata address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['100.100.100.200', 'a cloud metadata address'],
    ['168.63.129.16', 'a cloud metadata address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['192.0.2.10', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['2002:7f00:1::', 'a special-purpose address (6to4)'],
    // IPv4-compatible (`::/96`): an IPv4 address written as IPv6, as URLs write `[::127.0.0.1]`.
    ['::7f00:1', 'a loopback address'],
    ['::0:7f00:1', 'a loopback address'],
    ['::a00:5', 'a private network address'],
    ['::c0a8:114', 'a private network address'],
    ['::a9fe:a9fe', 'a cloud metadata address'],
    ['::2', 'an unspecified address (it reaches this machine)'],
    // The other forms that embed an IPv4 address, private ones here: NAT64, SIIT, 6to4, Teredo (client 10.0.0.1).
    ['64:ff9b::7f00:1', 'a special-purpose address (rfc6052)'],
    ['64:ff9b::a00:1', 'a special-purpose address (rfc6052)'],
    ['64:ff9b:1::c0a8:1', 'a special-purpose address (rfc6052)'],
    ['::ffff:0:7f00:1', 'a special-purpose address (rfc6145)'],
    ['2002:a00:1::1', 'a special-purpose address (6to4)'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'a special-purpose address (teredo)'],
  ])('refuses %s: %s', (address, kind) => {
    expect(publicAddressesOnly(address)).toBe(kind)
  })

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '::808:808',
    '2606:4700::1111',
    '2a00:1450:4001:80e::200e',
  ])('allows the public address %s', (address) => {
    expect(publicAddressesOnly(address)).toBeUndefined()
  })

  it('allows every address when private addresses are allowed (DATASET_URL_ALLOW_PRIVATE=true)', () => {
    expect(datasetAddressPolicy(true)('127.0.0.1')).toBeUndefined()
    expect(datasetAddressPolicy(false)('127.0.0.1')).toBe('a loopback address')
  })
})
