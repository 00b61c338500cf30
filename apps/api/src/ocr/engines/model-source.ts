import { createRequire } from 'node:module'
import { ORI_MODEL_ID } from '@odia-ai/contract'

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
