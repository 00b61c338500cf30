import { Type, type Static } from 'typebox'
import { jsonStringBytes, SMALL_BODY_BYTES } from './body-limits'
import { errorResponses, ErrorSchema } from './common'
import { defineRoute } from './define-route'
import { JobStartedSchema, JobStateSchema } from './jobs'
import { ProjectIdSchema } from './projects'
import { ModelIdSchema, ModelInfoSchema } from './recognition-models'
import { DEFAULT_SEED, DegradationStrengthSchema, GenerateRequestSchema } from './synthetic'

/**
 * Training a recogniser in the tool (issue 31): Tesseract's lstmtraining as a server job, one at a time, from a
 * project's validated lines (the crops the tesstrain export writes) and the generator's lines. Progress and cancel go
 * through /api/jobs like every job; the model it makes is written to `DATA_DIR/models/<id>/`.
 */

/** What a training is doing: drawing and preparing its lines, running lstmtraining, writing the model, reading the held-out lines. */
export const TRAINING_PHASES = ['preparing', 'training', 'exporting', 'evaluating'] as const
export type TrainingPhase = (typeof TRAINING_PHASES)[number]
export const TrainingPhaseSchema = Type.Enum(TRAINING_PHASES)

/** Where a training starts from besides a model's id: a new network. */
export const SCRATCH_START = 'scratch'

/** The bounds a training request is held to. */
export const TRAINING_LIMITS = {
  /** lstmtraining keeps a checkpoint every 100 iterations: fewer would make no model. */
  minIterations: 100,
  maxIterations: 1_000_000,
  maxMinutes: 7 * 24 * 60,
  maxSyntheticLines: 50_000,
  /** The most characters of typed text for the synthetic lines. */
  maxTextLength: 200_000,
} as const

/** Where the synthetic lines' texts come from. */
export const SYNTHETIC_TEXT_SOURCES = {
  validated: "the project's validated lines",
  'weak-clusters': "the project's validated lines that hold its weak clusters (the targeted top-up)",
  text: 'the lines of `text`',
  sample: 'the bundled Odia sample',
} as const
export type SyntheticTextSource = keyof typeof SYNTHETIC_TEXT_SOURCES

/** The generator's lines drawn for a training, with the generator page's options. */
export const TrainingSyntheticSchema = Type.Object({
  lines: Type.Integer({ minimum: 1, maximum: TRAINING_LIMITS.maxSyntheticLines }),
  mode: Type.Union([Type.Literal('single'), Type.Literal('ultra-realistic')]),
  fonts: GenerateRequestSchema.properties.fonts,
  sizes: GenerateRequestSchema.properties.sizes,
  strength: Type.Optional(DegradationStrengthSchema),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1, default: DEFAULT_SEED })),
  texts: Type.Enum(Object.keys(SYNTHETIC_TEXT_SOURCES) as [SyntheticTextSource, ...SyntheticTextSource[]]),
  /** With `texts: 'text'`: one text a line. */
  text: Type.Optional(Type.String({ maxLength: TRAINING_LIMITS.maxTextLength })),
})
export type TrainingSynthetic = Static<typeof TrainingSyntheticSchema>

/** How long to train: exactly one of the two (a request with both or neither is refused by name). */
export const TrainingBudgetSchema = Type.Object({
  iterations: Type.Optional(
    Type.Integer({ minimum: TRAINING_LIMITS.minIterations, maximum: TRAINING_LIMITS.maxIterations }),
  ),
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: TRAINING_LIMITS.maxMinutes })),
})
export type TrainingBudget = Static<typeof TrainingBudgetSchema>

export const StartTrainingRequestSchema = Type.Object({
  /** Whose validated lines train it; the model is listed with that project. */
  project: ProjectIdSchema,
  /** The name people see; the model's id is made from it. */
  name: Type.String({ minLength: 1, maxLength: 80 }),
  /** `odia-base` (the default), `ori`, a model trained or added earlier, or `scratch`. */
  from: Type.Optional(ModelIdSchema),
  budget: TrainingBudgetSchema,
  /** Train on the project's validated lines (the default); `false` trains on synthetic lines alone. */
  validated_lines: Type.Optional(Type.Boolean({ default: true })),
  synthetic: Type.Optional(TrainingSyntheticSchema),
})
export type StartTrainingRequest = Static<typeof StartTrainingRequestSchema>

/**
 * A training's events (the job's `item`s, replayed to a late watcher): a phase begins, lstmtraining's training error
 * every 100 iterations, the held-out error at each checkpoint. Errors are BCER in %, as lstmtraining prints them.
 */
export const TrainingEventSchema = Type.Union([
  Type.Object({ event: Type.Literal('phase'), phase: TrainingPhaseSchema }),
  Type.Object({ event: Type.Literal('iteration'), iteration: Type.Integer({ minimum: 0 }), train_cer: Type.Number() }),
  Type.Object({ event: Type.Literal('checkpoint'), iteration: Type.Integer({ minimum: 0 }), eval_cer: Type.Number() }),
])
export type TrainingEvent = Static<typeof TrainingEventSchema>

const TrainingPointSchema = Type.Object({ iteration: Type.Integer({ minimum: 0 }), cer: Type.Number() })

/** The training running or the last one, as the server keeps it across restarts (`DATA_DIR/training/training.json`). */
export const TrainingStatusSchema = Type.Object({
  job_id: Type.String(),
  state: JobStateSchema,
  phase: TrainingPhaseSchema,
  project_id: ProjectIdSchema,
  /** The id the model gets. */
  model_id: ModelIdSchema,
  name: Type.String(),
  started_at: Type.String(),
  finished_at: Type.Optional(Type.String()),
  budget: TrainingBudgetSchema,
  /** Lines of the training (validated and synthetic), and how many are prepared. */
  lines: Type.Integer({ minimum: 0 }),
  lines_prepared: Type.Integer({ minimum: 0 }),
  iteration: Type.Integer({ minimum: 0 }),
  /** Training BCER (%) every 100 iterations, and held-out BCER (%) at each checkpoint: a chart's two series. */
  train_cer: Type.Array(TrainingPointSchema),
  eval_cer: Type.Array(TrainingPointSchema),
  /** Why it failed or stopped. */
  message: Type.Optional(Type.String()),
  /** The model it made (a cancelled training keeps its best checkpoint). */
  model: Type.Optional(ModelInfoSchema),
})
export type TrainingStatus = Static<typeof TrainingStatusSchema>

/** Starts a training (202 with the job's id). One at a time: another while one runs is refused with 409. */
export const startTraining = defineRoute({
  method: 'POST',
  url: '/api/training',
  bodyLimit: jsonStringBytes(TRAINING_LIMITS.maxTextLength) + SMALL_BODY_BYTES,
  schema: {
    body: StartTrainingRequestSchema,
    response: { 202: JobStartedSchema, ...errorResponses, 409: ErrorSchema },
  },
})

/** The training running, or the last one (also after a restart); 404 before the first. */
export const getTraining = defineRoute({
  method: 'GET',
  url: '/api/training',
  schema: { response: { 200: TrainingStatusSchema, ...errorResponses } },
})
