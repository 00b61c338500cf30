import { hostname, networkInterfaces } from 'node:os'

/**
 * An authority (`name`, `name:port`, `1.2.3.4`, `[::1]:8000`) read as a URL reads it, whose host name is then
 * lowercased, IPv6 in brackets, IPv4 in dotted form; `undefined` for anything else (a path, user info).
 */
function parseAuthority(authority: string): URL | undefined {
  if (authority === '' || /[/?#@\\\s]/.test(authority)) return undefined
  try {
    const url = new URL(`http://${authority}`)
    return url.hostname === '' ? undefined : url
  } catch {
    return undefined
  }
}

const withoutTrailingDot = (name: string) => (name.endsWith('.') ? name.slice(0, -1) : name)

/** The host name a request's `Host` header names, its port left out. */
export function hostnameOfHost(host: string | undefined): string | undefined {
  const url = parseAuthority(host ?? '')
  return url && withoutTrailingDot(url.hostname)
}

/** A configured host name or address (`example.com`, `10.0.0.5`, `::1` or `[::1]`), normalized; `undefined` if it is none or names a port. */
export function normalizeHostname(name: string): string | undefined {
  // A colon outside brackets can only be IPv6's, so a name never carries a port through.
  if (name.startsWith('[') && !name.endsWith(']')) return undefined
  const url = parseAuthority(name.includes(':') && !name.startsWith('[') ? `[${name}]` : name)
  return url && withoutTrailingDot(url.hostname)
}

/** `localhost`, 127.0.0.0/8 and `[::1]`: names that never leave the machine, so no other one can answer to them. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/** `0.0.0.0` and `[::]`: a bound address that listens on every interface. */
const isWildcard = (hostname: string): boolean => hostname === '0.0.0.0' || hostname === '[::]'

/** The addresses of the machine's network interfaces, read now (addresses come and go). */
const interfaceAddresses = () => Object.values(networkInterfaces()).flatMap((entries) => entries ?? [])

/** The machine's own name and the addresses of its network interfaces. */
export function ownHostnames(): Set<string> {
  const names = [hostname(), ...interfaceAddresses().map(({ address }) => address)]
  return new Set(names.flatMap((name) => normalizeHostname(name) ?? []))
}

/** A host name for a link others on the network can open: the bound one, or for a wildcard the first LAN address. */
export function reachableHostname(boundHostname: string): string {
  if (!isWildcard(boundHostname)) return boundHostname
  const lan = interfaceAddresses().find((entry) => entry.family === 'IPv4' && !entry.internal)
  return lan?.address ?? hostname()
}
