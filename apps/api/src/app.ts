import { availableParallelism } from 'node:os'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import type { Config } from './config'
import { databasePlugin } from './plugins/database'
import { errorHandlerPlugin } from './plugins/error-handler'
import { jobsPlugin } from './plugins/jobs'
import { outputFilesPlugin } from './plugins/output-files'
import { syntheticPlugin } from './plugins/synthetic'
import { webAppPlugin } from './plugins/web-app'
import { healthRoutes } from './routes/health'
import { jobRoutes } from './routes/jobs'
import { syntheticRoutes } from './routes/synthetic'

export type AppConfig = Pick<Config, 'dataDir' | 'webDir' | 'geminiBaseUrl' | 'logLevel'> &
  Partial<Pick<Config, 'fontsDir' | 'renderWorkers'>>

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers["x-goog-api-key"]', 'req.headers.authorization'] },
    bodyLimit: 64 * 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()

  await app.register(errorHandlerPlugin)
  await app.register(databasePlugin, { dataDir: config.dataDir })
  await app.register(jobsPlugin)
  await app.register(healthRoutes)
  await app.register(jobRoutes)
  await app.register(syntheticPlugin, { dataDir: config.dataDir, fontsDir: config.fontsDir, renderWorkers: config.renderWorkers ?? availableParallelism() })
  await app.register(syntheticRoutes)
  await app.register(outputFilesPlugin, { dataDir: config.dataDir })
  await app.register(webAppPlugin, { webDir: config.webDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
