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

/** `::/96`, IPv4-compatible (deprecated): ipaddr.js counts it as unicast, though `[::127.0.0.1]` is `[::7f00:1]`. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96')

/**
 * The address to judge: an IPv6 address whose last 32 bits are a whole IPv4 address, IPv4-mapped (`::ffff:0:0/96`) or
 * IPv4-compatible (`::/96`, but `::` and `::1`), is that IPv4 address. The other forms that embed one (NAT64, 6to4,
 * Teredo) are special-purpose ranges, refused whatever they embed.
 */
function judged(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const ip = ipaddr.process(address)
  if (ip instanceof ipaddr.IPv6 && ip.range() === 'unicast' && ip.match(IPV4_COMPATIBLE))
    return new ipaddr.IPv4(ip.toByteArray().slice(12))
  return ip
}

/**
 * Refuses every address that is not public unicast: loopback, private, link-local, unique-local, CGNAT,
 * cloud metadata and other reserved ranges, for IPv4 and IPv6 alike (an IPv6 address that is an IPv4 address
 * written as IPv6 is judged as that IPv4 address).
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return 'not an IP address'
  const ip = judged(address)
  if (METADATA_ADDRESSES.has(ip.toString())) return 'a cloud metadata address'
  const range = ip.range()
  return range === 'unicast' ? undefined : (KINDS[range] ?? `a special-purpose address (${range})`)
}

const anyAddress: AddressPolicy = () => undefined

/** The policy for `DATASET_URL_ALLOW_PRIVATE`: a mirror on the user's own network is allowed only when it is set. */
export const datasetAddressPolicy = (allowPrivate: boolean): AddressPolicy =>
  allowPrivate ? anyAddress : publicAddressesOnly
