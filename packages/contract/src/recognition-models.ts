import { Type, type Static } from 'typebox'
import { ProjectIdSchema } from './projects'

/**
 * The offline engine's recognition models: Tesseract's `ori` (the integer model tesseract.js ships), the product's
 * own float base model (`odia-base`, fine-tuned from ori on the generator's lines), and every model a team trains
 * in the tool or adds. The offline engine reads with whichever a request or project names; ori when none.
 */
export const ORI_MODEL_ID = 'ori'
export const BASE_MODEL_ID = 'odia-base'

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
