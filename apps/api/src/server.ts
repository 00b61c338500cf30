import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { normalizeHostname, reachableHostname } from './network/host-names'
import { accessLink } from './plugins/access-token'

/**
 * How long a shutdown waits for requests in flight (a save being written, an upload) before the process exits anyway:
 * a client that stalls mid-upload would otherwise hold it open for ever. Nothing acknowledged is lost by exiting,
 * since a save is committed before it is answered and a job's written images are published at the next start.
 */
const SHUTDOWN_GRACE_MS = 5_000

async function main(): Promise<void> {
  const config = loadConfig()
  const app = await buildApp(config)

  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.warn(`requests still open ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting without them`)
      process.exit(0)
    }, SHUTDOWN_GRACE_MS).unref()
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', (signal) => void shutdown(signal))
  process.once('SIGTERM', (signal) => void shutdown(signal))

  await app.listen({ port: config.port, host: config.host })

  const token = config.accessToken
  if (token?.generated) {
    // The one place the token is ever written out; printed whatever LOG_LEVEL says, or nobody could get in.
    const { port } = app.server.address() as AddressInfo
    const origin = `http://${reachableHostname(normalizeHostname(config.host) as string)}:${port}`
    console.log(
      `Every request needs this server's access token. Open ${accessLink(origin, token.value)} to use the app.`,
    )
  } else if (token) {
    app.log.info('every request needs the access token set in ACCESS_TOKEN')
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
