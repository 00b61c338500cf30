import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import { isLoopback, normalizeHostname } from './network/host-names'

/** The repository root: three levels above both `src/config.ts` and the bundled `dist/server.js`. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The product's own base recognition model, shipped in the repository (made by `pnpm base-model`). */
export const SHIPPED_BASE_MODEL_DIR = resolve(repoRoot, 'apps', 'api', 'models', 'odia-base')

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  HOST: Type.String({ minLength: 1 }),
  DATA_DIR: Type.String({ minLength: 1 }),
  WEB_DIR: Type.String({ minLength: 1 }),
  GEMINI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  LOG_LEVEL: Type.Union(LOG_LEVELS.map((level) => Type.Literal(level))),
  UPLOAD_MAX_BYTES: Type.Integer({ minimum: 1, maximum: 1024 ** 3 }),
  GEMINI_MODEL: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' }),
  GEMINI_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000 }),
  GEMINI_RETRY_BASE_MS: Type.Integer({ minimum: 1, maximum: 60_000 }),
  OCR_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 32 }),
  FONTS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  RENDER_WORKERS: Type.Integer({ minimum: 1, maximum: 64 }),
  ACCESS_TOKEN: Type.Optional(Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9._~-]+$' })),
  DATASET_URL_ALLOW_PRIVATE: Type.String({ pattern: '^(true|false)$' }),
  HF_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
})

/** The token every request must carry once the server is reachable from other machines. */
export interface AccessToken {
  value: string
  /** Made at start-up because none was set: the server prints it as a link, once. */
  generated: boolean
}

export interface Config {
  port: number
  host: string
  /** Host names the server answers to besides its own (`localhost`, loopback addresses, `host`): a reverse proxy's. */
  allowedHosts: string[]
  /** `ACCESS_TOKEN`, else one generated when `host` is not a loopback address; no token is asked for otherwise. */
  accessToken: AccessToken | undefined
  /** Absolute; everything the server writes stays below it. */
  dataDir: string
  /** Absolute path of the built web app (`apps/web/dist`). */
  webDir: string
  geminiBaseUrl: string | undefined
  logLevel: (typeof LOG_LEVELS)[number]
  /** Largest accepted upload (one image or one CSV), in bytes. */
  uploadMaxBytes: number
  /** The Gemini model used when a request names none. */
  geminiModel: string
  /** How long one Gemini call may take before it counts as a transient failure. */
  geminiTimeoutMs: number
  /** First wait of the exponential backoff between retries of a transient Gemini failure. */
  geminiRetryBaseMs: number
  /** How many images of an OCR batch are sent to Gemini at once. */
  ocrConcurrency: number
  /** Absolute; extra `.ttf/.otf/.woff/.woff2` fonts for the synthetic generator. */
  fontsDir: string | undefined
  /** Render worker threads of the synthetic generator (one per core by default). */
  renderWorkers: number
  /** Dataset URLs may name loopback and private-network addresses (a mirror on the user's own network). */
  datasetUrlAllowPrivate: boolean
  /** Where Hugging Face dataset ids are looked up (a mirror of its API); undefined means huggingface.co. */
  hfBaseUrl: string | undefined
}

export class ConfigError extends Error {}

const absolute = (path: string): string => (isAbsolute(path) ? path : resolve(repoRoot, path))

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** What is wrong with the host names: each must be a name or an address, without scheme or port. */
function hostProblems(host: string, allowedHosts: string[]): string[] {
  const problem = (setting: string, name: string) =>
    `${setting} "${name}" is not a host name or IP address (leave out scheme, port and path)`
  return [
    ...(normalizeHostname(host) === undefined ? [problem('HOST', host)] : []),
    ...allowedHosts
      .filter((name) => normalizeHostname(name) === undefined)
      .map((name) => problem('ALLOWED_HOSTS entry', name)),
  ]
}

/** The token set, else a new one (32 URL-safe characters) when the server listens beyond loopback. */
function accessToken(fromEnv: string | undefined, hostname: string): AccessToken | undefined {
  if (fromEnv !== undefined) return { value: fromEnv, generated: false }
  return isLoopback(hostname) ? undefined : { value: randomBytes(24).toString('base64url'), generated: true }
}

/** The only reader of `process.env`: validates once and hands a typed object down. */
/**
 * A path the caller of a command typed, resolved from where they typed it: pnpm runs root scripts in the repository
 * root and passes the caller's directory as INIT_CWD.
 */
export const fromCaller = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path)

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = {
    PORT: env.PORT === undefined || env.PORT === '' ? 8000 : Number(env.PORT),
    HOST: env.HOST || '127.0.0.1',
    DATA_DIR: env.DATA_DIR || 'data',
    WEB_DIR: env.WEB_DIR || 'apps/web/dist',
    ...(env.GEMINI_BASE_URL ? { GEMINI_BASE_URL: env.GEMINI_BASE_URL } : {}),
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    UPLOAD_MAX_BYTES: env.UPLOAD_MAX_BYTES ? Number(env.UPLOAD_MAX_BYTES) : 50 * 1024 * 1024,
    GEMINI_MODEL: env.GEMINI_MODEL || 'gemini-flash-latest',
    GEMINI_TIMEOUT_MS: env.GEMINI_TIMEOUT_MS ? Number(env.GEMINI_TIMEOUT_MS) : 120_000,
    GEMINI_RETRY_BASE_MS: env.GEMINI_RETRY_BASE_MS ? Number(env.GEMINI_RETRY_BASE_MS) : 1000,
    OCR_CONCURRENCY: env.OCR_CONCURRENCY ? Number(env.OCR_CONCURRENCY) : 4,
    ...(env.FONTS_DIR ? { FONTS_DIR: env.FONTS_DIR } : {}),
    RENDER_WORKERS: env.RENDER_WORKERS ? Number(env.RENDER_WORKERS) : availableParallelism(),
    ...(env.ACCESS_TOKEN ? { ACCESS_TOKEN: env.ACCESS_TOKEN } : {}),
    DATASET_URL_ALLOW_PRIVATE: env.DATASET_URL_ALLOW_PRIVATE || 'false',
    ...(env.HF_BASE_URL ? { HF_BASE_URL: env.HF_BASE_URL } : {}),
  }
  const allowedHosts = listOf(env.ALLOWED_HOSTS)
  const problems = [
    ...[...Value.Errors(EnvSchema, raw)].map(
      (error) => `${error.instancePath.slice(1) || 'environment'} ${error.message}`,
    ),
    ...hostProblems(raw.HOST, allowedHosts),
  ]
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  const valid = raw as Static<typeof EnvSchema>
  return {
    port: valid.PORT,
    host: valid.HOST,
    allowedHosts: allowedHosts.map((name) => normalizeHostname(name) as string),
    accessToken: accessToken(valid.ACCESS_TOKEN, normalizeHostname(valid.HOST) as string),
    dataDir: absolute(valid.DATA_DIR),
    webDir: absolute(valid.WEB_DIR),
    geminiBaseUrl: valid.GEMINI_BASE_URL,
    logLevel: valid.LOG_LEVEL,
    uploadMaxBytes: valid.UPLOAD_MAX_BYTES,
    geminiModel: valid.GEMINI_MODEL,
    geminiTimeoutMs: valid.GEMINI_TIMEOUT_MS,
    geminiRetryBaseMs: valid.GEMINI_RETRY_BASE_MS,
    ocrConcurrency: valid.OCR_CONCURRENCY,
    fontsDir: valid.FONTS_DIR === undefined ? undefined : absolute(valid.FONTS_DIR),
    renderWorkers: valid.RENDER_WORKERS,
    datasetUrlAllowPrivate: valid.DATASET_URL_ALLOW_PRIVATE === 'true',
    hfBaseUrl: valid.HF_BASE_URL,
  }
}
