import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname } from 'node:path'
import { ORI_MODEL_ID } from '@odia-ai/contract'
import { badRequest, notFound } from '../../errors'

/** Where tesseract.js reads a model: `<langPath>/<code>.traineddata[.gz]`. */
export interface ModelSource {
  id: string
  /** Recorded with each reading as its model version: a model deleted and added again under its id differs. */
  version: string
  /** Changes whenever the file does: what the engine's caches key on. */
  key: string
  langPath: string
  code: string
  gzip: boolean
}

/** Where the offline engine finds a model by its id: the model store (a 404 for an unknown id). */
export interface ModelSources {
  source: (id: string) => Promise<ModelSource>
  list: () => Promise<Array<{ id: string; label: string }>>
}

/** What readings with `ori` record as their model version (as they did when it was the engine's only model). */
export const ORI_VERSION = 'tesseract-ori-4.0.0'

/** The name people see for ori. */
export const ORI_LABEL = 'ori (Tesseract’s Odia model)'

/** The integer `ori` that tesseract.js ships (`@tesseract.js-data/ori`), read from node_modules, never a CDN. */
export function oriSource(): ModelSource {
  const { langPath, code } = createRequire(import.meta.url)('@tesseract.js-data/ori') as {
    langPath: string
    code: string
  }
  return { id: ORI_MODEL_ID, version: ORI_VERSION, key: ORI_VERSION, langPath, code, gzip: true }
}

/** One `.traineddata` file (gzipped or not) as the engine's only model, named by the file (`pnpm eval --model-file`). */
export function modelFileSource(path: string): ModelSources {
  const match = /^(.+)\.traineddata(\.gz)?$/.exec(basename(path))
  if (!match)
    throw badRequest('BAD_ARGUMENT', `${path} is not named like a model: NAME.traineddata or NAME.traineddata.gz.`)
  let size: number
  try {
    size = statSync(path).size
  } catch {
    throw notFound('MODEL_NOT_FOUND', `Cannot read ${path}: no such file.`)
  }
  const code = match[1]!
  const source: ModelSource = {
    id: code,
    version: path,
    key: `${path}#${size}`,
    langPath: dirname(path),
    code,
    gzip: match[2] !== undefined,
  }
  return { source: async () => source, list: async () => [{ id: code, label: basename(path) }] }
}
