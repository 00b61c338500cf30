import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

async function main(): Promise<void> {
  const config = loadConfig()
  const app = await buildApp(config)

  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
