import { availableParallelism } from 'node:os'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { FILE_NAME_MAX_LENGTH, SMALL_BODY_BYTES } from '@odia-ai/contract'
import Fastify from 'fastify'
import { SHIPPED_BASE_MODEL_DIR, type Config } from './config'
import { REDACTED_LOG_PATHS } from './log-redaction'
import { accessTokenPlugin, withoutAccessToken } from './plugins/access-token'
import { allowedHostsPlugin } from './plugins/allowed-hosts'
import { crossOriginWritesPlugin } from './plugins/cross-origin-writes'
import { databasePlugin } from './plugins/database'
import { errorHandlerPlugin } from './plugins/error-handler'
import { jsonBodyPlugin } from './plugins/json-body'
import { jobsPlugin } from './plugins/jobs'
import { modelsPlugin } from './plugins/models'
import { ocrPlugin } from './plugins/ocr'
import { outputFilesPlugin } from './plugins/output-files'
import { securityHeadersPlugin } from './plugins/security-headers'
import { syntheticPlugin } from './plugins/synthetic'
import { trainingPlugin } from './plugins/training'
import { webAppPlugin } from './plugins/web-app'
import { healthRoutes } from './routes/health'
import { jobRoutes } from './routes/jobs'
import { lineExportRoutes } from './routes/line-export'
import { modelRoutes } from './routes/models'
import { ocrAnnotationRoutes } from './routes/ocr-annotations'
import { ocrExtractionRoutes } from './routes/ocr-extraction'
import { ocrFlagRoutes } from './routes/ocr-flags'
import { ocrImageRoutes } from './routes/ocr-images'
import { ocrImportExportRoutes } from './routes/ocr-import-export'
import { ocrLineRoutes } from './routes/ocr-lines'
import { ocrReadingRoutes } from './routes/ocr-readings'
import { ocrReviewRoutes } from './routes/ocr-review'
import { projectModelRoutes } from './routes/project-model'
import { projectRoutes } from './routes/projects'
import { syntheticRoutes } from './routes/synthetic'
import { syntheticUploadRoutes } from './routes/synthetic-uploads'
import { trainingRoutes } from './routes/training'
import { weakClusterRoutes } from './routes/weak-clusters'

export type AppConfig = Pick<
  Config,
  | 'host'
  | 'allowedHosts'
  | 'accessToken'
  | 'dataDir'
  | 'webDir'
  | 'geminiBaseUrl'
  | 'logLevel'
  | 'uploadMaxBytes'
  | 'geminiModel'
  | 'geminiTimeoutMs'
  | 'geminiRetryBaseMs'
  | 'ocrConcurrency'
> &
  Partial<Pick<Config, 'fontsDir' | 'renderWorkers' | 'datasetUrlAllowPrivate' | 'hfBaseUrl'>> & {
    /** The shipped base model's folder; tests give one of the same shape. */
    baseModelDir?: string
  }

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      // Fastify's own request fields, the access link's token hidden.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: withoutAccessToken(request.url ?? ''),
          host: request.headers.host,
          remoteAddress: request.socket.remoteAddress,
          remotePort: request.socket.remotePort,
        }),
      },
    },
    // Each endpoint with a JSON body declares its own limit (its `bodyLimit` in the contract); the others take none.
    bodyLimit: SMALL_BODY_BYTES,
    // An image may be named `__proto__`: JSON.parse keeps such a key an own property, as any other name, and no code
    // here looks a name up where a prototype could answer (the lint rule no-inherited-name-lookup).
    onProtoPoisoning: 'ignore',
    // Every name a file may be stored under fits in a route parameter (`/images/{name}`).
    routerOptions: { maxParamLength: FILE_NAME_MAX_LENGTH },
  }).withTypeProvider<TypeBoxTypeProvider>()

  await app.register(errorHandlerPlugin)
  await app.register(jsonBodyPlugin)
  // Before any route: headers on every answer, then the checks that refuse a request before its body is read.
  await app.register(securityHeadersPlugin)
  await app.register(allowedHostsPlugin, {
    host: config.host,
    allowedHosts: config.allowedHosts,
    acceptOwnNames: config.accessToken !== undefined,
  })
  await app.register(crossOriginWritesPlugin)
  if (config.accessToken) await app.register(accessTokenPlugin, { token: config.accessToken.value })
  await app.register(databasePlugin, { dataDir: config.dataDir })
  await app.register(jobsPlugin)
  await app.register(modelsPlugin, {
    dataDir: config.dataDir,
    baseModelDir: config.baseModelDir ?? SHIPPED_BASE_MODEL_DIR,
  })
  await app.register(ocrPlugin, config)
  await app.register(healthRoutes)
  await app.register(jobRoutes)
  await app.register(ocrImageRoutes)
  await app.register(ocrAnnotationRoutes)
  await app.register(ocrFlagRoutes)
  await app.register(ocrExtractionRoutes)
  await app.register(ocrImportExportRoutes)
  await app.register(ocrLineRoutes)
  await app.register(lineExportRoutes)
  await app.register(ocrReadingRoutes)
  await app.register(projectRoutes)
  await app.register(projectModelRoutes)
  await app.register(modelRoutes)
  await app.register(ocrReviewRoutes)
  await app.register(weakClusterRoutes)
  await app.register(syntheticPlugin, {
    dataDir: config.dataDir,
    fontsDir: config.fontsDir,
    renderWorkers: config.renderWorkers ?? availableParallelism(),
    datasetUrlAllowPrivate: config.datasetUrlAllowPrivate ?? false,
    hfBaseUrl: config.hfBaseUrl,
    uploadMaxBytes: config.uploadMaxBytes,
  })
  await app.register(syntheticRoutes)
  await app.register(syntheticUploadRoutes)
  await app.register(trainingPlugin, {
    dataDir: config.dataDir,
    baseModelDir: config.baseModelDir ?? SHIPPED_BASE_MODEL_DIR,
    renderWorkers: config.renderWorkers ?? availableParallelism(),
  })
  await app.register(trainingRoutes)
  await app.register(outputFilesPlugin, { dataDir: config.dataDir })
  await app.register(webAppPlugin, { webDir: config.webDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
