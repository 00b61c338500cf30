import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import type { AddressPolicy } from './public-address'

/** An address the policy refuses, found when a host name is looked up to connect. */
export class ForbiddenAddress extends Error {
  constructor(
    readonly address: string,
    readonly kind: string,
  ) {
    super(`${address} is ${kind}`)
  }
}

/**
 * `net.connect`'s look-up, refusing a host whose addresses include one the policy refuses. The check is made on
 * the very addresses the socket then connects to, for every connection (each redirect hop included), so a host
 * name that resolves to a public address when checked and a private one when connected (DNS rebinding) cannot
 * slip past it.
 */
export function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, [])
      for (const { address } of addresses) {
        const kind = policy(address)
        if (kind) return callback(new ForbiddenAddress(address, kind), [])
      }
      const [first] = addresses
      if (options.all || !first) callback(null, addresses)
      else callback(null, first.address, first.family)
    })
  }
}
