import { describe, expect, it } from 'vitest'
import { hostnameOfHost, isLoopback, normalizeHostname, reachableHostname } from '../../src/network/host-names'

describe('hostnameOfHost', () => {
  it.each([
    ['localhost:8000', 'localhost'],
    ['LocalHost', 'localhost'],
    ['example.org.', 'example.org'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['[::1]:8000', '[::1]'],
    ['[0:0:0:0:0:0:0:1]', '[::1]'],
    ['2130706433', '127.0.0.1'],
  ])('%s names %s', (host, hostname) => {
    expect(hostnameOfHost(host)).toBe(hostname)
  })

  it.each([undefined, '', 'user@localhost', 'localhost/path', 'a b', '::1', 'localhost:port'])(
    '%j names nothing',
    (host) => {
      expect(hostnameOfHost(host)).toBeUndefined()
    },
  )
})

describe('normalizeHostname', () => {
  it.each([
    ['Tools.Example.org', 'tools.example.org'],
    ['::1', '[::1]'],
    ['[fd00::5]', '[fd00::5]'],
    ['0.0.0.0', '0.0.0.0'],
  ])('%s is %s', (name, normalized) => {
    expect(normalizeHostname(name)).toBe(normalized)
  })

  it.each(['example.org:443', 'example.org:80', 'http://example.org', 'example.org/app', '[::1]:80', ''])(
    '%j is no host name',
    (name) => {
      expect(normalizeHostname(name)).toBeUndefined()
    },
  )
})

describe('isLoopback', () => {
  it('holds for localhost, 127.0.0.0/8 and [::1] only', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLoopback)).toBe(true)
    expect(['0.0.0.0', '[::]', '192.168.1.2', 'localhost.example', '127.0.0.1.example'].some(isLoopback)).toBe(false)
  })
})

describe('reachableHostname', () => {
  it('is the bound name, or for a wildcard another one', () => {
    expect(reachableHostname('192.168.1.20')).toBe('192.168.1.20')
    expect(reachableHostname('[fd00::5]')).toBe('[fd00::5]')
    expect(reachableHostname('0.0.0.0')).not.toBe('0.0.0.0')
  })
})
