import { Type, type Static } from 'typebox'
import { ErrorSchema, errorResponses } from './common'
import { defineRoute } from './define-route'
import type { OcrEngineName } from './ocr-engines'
import { ProjectIdSchema } from './projects'

/**
 * The offline engine's recognition models: Tesseract's `ori` (the integer model tesseract.js ships), the product's
 * own float base model (`odia-base`, fine-tuned from ori on the generator's lines), and every model a team trains
 * in the tool or adds. The offline engine reads with whichever a request or project names; ori when none.
 */
export const ORI_MODEL_ID = 'ori'
export const BASE_MODEL_ID = 'odia-base'

/** The engine that reads with these models (the offline one); the others have models of their own. */
export const MODEL_ENGINE: OcrEngineName = 'tesseract'

/** A model's id: also its folder's name under `DATA_DIR/models/` and its file's name, so safe in both. */
export const MODEL_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}$'
export const ModelIdSchema = Type.String({ pattern: MODEL_ID_PATTERN, maxLength: 64 })

export const MODEL_KINDS = ['builtin', 'trained', 'added'] as const
export type ModelKind = (typeof MODEL_KINDS)[number]

/** One held-out set's figures on a model's card: the model and ori on the same lines. */
export const ModelScoreSchema = Type.Object({
  /** "held out of <folder>" or the name of an evaluation set. */
  set: Type.String(),
  lines: Type.Integer({ minimum: 0 }),
  /** Character error rate in % (code points), null when too long to compare. */
  cer: Type.Union([Type.Number(), Type.Null()]),
  ori_cer: Type.Union([Type.Number(), Type.Null()]),
})
export type ModelScore = Static<typeof ModelScoreSchema>

/** What `DATA_DIR/models/<id>/model.json` holds, and what the server lists. */
export const ModelInfoSchema = Type.Object({
  id: ModelIdSchema,
  /** The name people see. */
  label: Type.String(),
  kind: Type.Enum(MODEL_KINDS),
  /** The project whose validated lines trained it; a model is usable in every project. */
  project_id: Type.Optional(ProjectIdSchema),
  created_at: Type.String(),
  /** "ori, recovered to float", "odia-base", another model's id, or "scratch". */
  starting_point: Type.String(),
  iterations: Type.Integer({ minimum: 0 }),
  seconds: Type.Number({ minimum: 0 }),
  /** Whether a float (trainable) copy exists, so training can start from it. */
  trainable: Type.Boolean(),
  scores: Type.Array(ModelScoreSchema),
})
export type ModelInfo = Static<typeof ModelInfoSchema>

/** Every model the offline engine can read with, built-ins first, then the trained and added ones by creation. */
export const ModelListSchema = Type.Object({ models: Type.Array(ModelInfoSchema) })
export type ModelList = Static<typeof ModelListSchema>

export const ModelParamsSchema = Type.Object({ id: ModelIdSchema })

export const DeletedModelSchema = Type.Object({ deleted: ModelInfoSchema })
export type DeletedModel = Static<typeof DeletedModelSchema>

/** The multipart fields of `addModel` besides the `file` part, which holds the `.traineddata` (gzipped or not). */
export const ADD_MODEL_FIELDS = {
  /** The new model's id; by default made from the file's name. */
  id: 'id',
  /** The name people see; by default the id. */
  label: 'label',
  /** The project it is listed under. */
  project: 'project',
} as const

/** Every model of `DATA_DIR/models/` and the built-ins (`ori`, and `odia-base` once it ships), for every project. */
export const listRecognitionModels = defineRoute({
  method: 'GET',
  url: '/api/models',
  schema: { response: { 200: ModelListSchema, ...errorResponses } },
})

/**
 * A ZIP of the model: `fast/<id>.traineddata` (integer, what recognition reads: put it in a tessdata folder), and,
 * when it has them, `best/<id>.traineddata` (float, to train further), the card `README.md`, `model.json` and
 * `eval.json`. Every file uncompressed.
 */
export const downloadModel = defineRoute({
  method: 'GET',
  url: '/api/models/:id/download',
  produces: 'application/zip',
  schema: { params: ModelParamsSchema, response: { 404: ErrorSchema, 400: ErrorSchema } },
})

/** Deletes a trained or added model's folder; a built-in is refused (409). */
export const deleteModel = defineRoute({
  method: 'DELETE',
  url: '/api/models/:id',
  schema: { params: ModelParamsSchema, response: { 200: DeletedModelSchema, ...errorResponses, 409: ErrorSchema } },
})

/**
 * Adds a user's own `.traineddata` as a model (`file` part; see ADD_MODEL_FIELDS): it must hold a Tesseract LSTM
 * model whose characters include Odia's letters, and load in the offline engine. An integer model reads; a float
 * one is also kept as trainable, and its integer copy made when Tesseract's `lstmtraining` is installed.
 */
export const addModel = defineRoute({
  method: 'POST',
  url: '/api/models',
  consumes: 'multipart/form-data',
  schema: { response: { 201: ModelInfoSchema, ...errorResponses, 409: ErrorSchema } },
})
