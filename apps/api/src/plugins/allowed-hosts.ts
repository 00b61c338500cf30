import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { hostnameOfHost, isLoopback, normalizeHostname, ownHostnames } from '../network/host-names'

export interface AllowedHostsOptions {
  /** The address the server binds to (`HOST`). */
  host: string
  /** Normalized names a reverse proxy forwards (`ALLOWED_HOSTS`). */
  allowedHosts: string[]
  /** Also answer to the machine's own names and addresses: an access token, not the name, then keeps strangers out. */
  acceptOwnNames: boolean
}

/**
 * Refuses, before any route runs, a request whose `Host` names none of the server's names. A DNS-rebinding page
 * reaches 127.0.0.1 under a name of its own, and that name is what its requests carry.
 */
export const allowedHostsPlugin = fp<AllowedHostsOptions>(
  async (app, { host, allowedHosts, acceptOwnNames }) => {
    const named = new Set([normalizeHostname(host), ...allowedHosts])
    const answersTo = (hostname: string) =>
      isLoopback(hostname) || named.has(hostname) || (acceptOwnNames && ownHostnames().has(hostname))

    app.addHook('onRequest', async (request) => {
      const hostname = hostnameOfHost(request.host)
      if (hostname !== undefined && answersTo(hostname)) return
      throw new AppError(
        421,
        'UNKNOWN_HOST',
        `This server does not answer to the host name "${hostname ?? request.host}". Open it at its own address ` +
          '(localhost, 127.0.0.1 or the HOST it was started with); a name that a reverse proxy forwards must be listed in ALLOWED_HOSTS.',
      )
    })
  },
  { name: 'allowed-hosts' },
)
