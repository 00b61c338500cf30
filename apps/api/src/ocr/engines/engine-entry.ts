import type { Config } from '../../config'
import type { ModelSources } from './model-source'
import type { OcrEngine } from './ocr-engine'

export type OcrSettings = Pick<
  Config,
  'geminiBaseUrl' | 'geminiModel' | 'geminiTimeoutMs' | 'geminiRetryBaseMs' | 'ocrConcurrency'
>

/** What opening an engine reads; each engine takes what it uses. */
export type EngineSettings = OcrSettings & {
  /** Workers of an engine with a pool: one per core unless set (`pnpm eval --workers`). */
  workers?: number
  /** The offline engine's models; without them it has `ori` alone. */
  models?: ModelSources
}

/** An engine the server opened: it reads with it until `close` stops what `open` started. */
export interface OpenEngine<Engine extends OcrEngine = OcrEngine> {
  /**
   * The engine one batch or request reads with. The user's key, for an engine that needs one
   * (`OCR_ENGINES[name].needsKey`), is held only by the engine made with it.
   */
  create: (apiKey: string) => Engine
  /** The model a request that names none gets. */
  defaultModel: string
  /** Whether a request may pick another model than the default. */
  modelChoice: boolean
  /**
   * Refuses a model the engine cannot read with before a batch starts (an unknown one is a 404, one that does not
   * load a 422), for an engine whose models are known on the server.
   */
  checkModel?: (model: string) => Promise<void>
  /** Images of a batch read at once. */
  concurrency: number
  /** Stops the engine's shared resources (its worker pool), for an engine that has any. */
  close?: () => Promise<void>
}

/** How the server runs one engine of the contract's list. */
export interface EngineEntry<Engine extends OcrEngine = OcrEngine> {
  /** Starts the engine's shared resources (its worker pool, if it has one) and answers the engine. */
  open: (settings: EngineSettings) => OpenEngine<Engine>
}
