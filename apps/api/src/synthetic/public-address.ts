import ipaddr from 'ipaddr.js'

/** Why the dataset download may not connect to an IP address, or undefined when it may. */
export type AddressPolicy = (address: string) => string | undefined

/** Cloud metadata services answer here; some of these lie outside the private ranges. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', '168.63.129.16', '100.100.100.200', 'fd00:ec2::254'])

const KINDS: Record<string, string> = {
  loopback: 'a loopback address',
  unspecified: 'an unspecified address (it reaches this machine)',
  private: 'a private network address',
  uniqueLocal: 'a unique-local (private network) address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
}

/**
 * Refuses every address that is not public unicast: loopback, private, link-local, unique-local, CGNAT,
 * cloud metadata and other reserved ranges, for IPv4 and IPv6 alike (an IPv4-mapped IPv6 address is
 * judged as its IPv4 address).
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return 'not an IP address'
  const ip = ipaddr.process(address)
  if (METADATA_ADDRESSES.has(ip.toString())) return 'a cloud metadata address'
  const range = ip.range()
  return range === 'unicast' ? undefined : (KINDS[range] ?? `a special-purpose address (${range})`)
}

const anyAddress: AddressPolicy = () => undefined

/** The policy for `DATASET_URL_ALLOW_PRIVATE`: a mirror on the user's own network is allowed only when it is set. */
export const datasetAddressPolicy = (allowPrivate: boolean): AddressPolicy => (allowPrivate ? anyAddress : publicAddressesOnly)
