import { join } from 'node:path'
import type { ModelInfo } from '@odia-ai/contract'
import { ORI_LABEL, oriSource, type ModelSource } from '../ocr/engines/model-source'

/** One of a model's files: where it is and whether it is gzipped (the shipped ones are). */
export interface ModelFile {
  path: string
  gzip: boolean
}

/** A model as the store finds it on disk: what it lists and where its files are. */
export interface StoredModel {
  info: ModelInfo
  /** The integer model recognition reads. */
  fast: ModelFile
  /** The float model, when the model is trainable. */
  best?: ModelFile
  /** The card (`README.md`), `model.json` and `eval.json`, those present. */
  extras: ModelFile[]
  /** Recorded with each reading as its model version. */
  version: string
  /** Changes whenever the integer file does: what the engine's caches key on. */
  key: string
}

export const sourceOf = ({ info, fast, version, key }: StoredModel): ModelSource => {
  const gz = fast.gzip ? '.gz' : ''
  const base = fast.path.slice(fast.path.lastIndexOf('/') + 1)
  return {
    id: info.id,
    version,
    key,
    langPath: fast.path.slice(0, fast.path.lastIndexOf('/')),
    code: base.slice(0, base.length - `.traineddata${gz}`.length),
    gzip: fast.gzip,
  }
}

/** ori as the store lists it: Tesseract's own integer model, built in. */
export function oriModel(): StoredModel {
  const source = oriSource()
  return {
    info: {
      id: source.id,
      label: ORI_LABEL,
      kind: 'builtin',
      created_at: '2018-03-22',
      starting_point: 'Tesseract’s own training (tessdata_fast)',
      iterations: 0,
      seconds: 0,
      trainable: false,
      scores: [],
    },
    fast: { path: join(source.langPath, `${source.code}.traineddata.gz`), gzip: true },
    extras: [],
    version: source.version,
    key: source.key,
  }
}
