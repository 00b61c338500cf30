import { Type, type Static } from 'typebox'
import { ErrorSchema, errorResponses } from './common'
import { defineRoute } from './define-route'
import { ProjectIdSchema } from './projects'

/** How many weak clusters a top-up targets unless told; at most MAX_WEAK_CLUSTERS. */
export const DEFAULT_WEAK_CLUSTERS = 20
export const MAX_WEAK_CLUSTERS = 100
/** Lines a top-up chooses when the request sets no `max_samples`. */
export const DEFAULT_TOP_UP_LINES = 200

const ClusterCountSchema = Type.Integer({ minimum: 1, maximum: MAX_WEAK_CLUSTERS })

export const WeakClustersQuerySchema = Type.Object({
  project: Type.Optional(ProjectIdSchema),
  clusters: Type.Optional(ClusterCountSchema),
})
export type WeakClustersQuery = Static<typeof WeakClustersQuerySchema>

/** A grapheme cluster (NFC) the engine gets wrong, and how strongly a top-up favours it. */
export const WeakClusterSchema = Type.Object({
  cluster: Type.String({ minLength: 1 }),
  /** `misread + in_worst`. */
  weight: Type.Integer({ minimum: 1 }),
  /** Times the engine misread it, over every validated text it read. */
  misread: Type.Integer({ minimum: 0 }),
  /** Times it occurs in the validated texts with the highest CER (conjuncts and letters with a sign only). */
  in_worst: Type.Integer({ minimum: 0 }),
})
export type WeakCluster = Static<typeof WeakClusterSchema>

export const WeakClustersResponseSchema = Type.Object({
  project: ProjectIdSchema,
  /** Validated images with an engine's reading: what the figures rest on. */
  texts: Type.Integer({ minimum: 1 }),
  /** Of them, those with the highest CER whose clusters count. */
  worst_texts: Type.Integer({ minimum: 0 }),
  /** Validated texts left out: too long to compare with the engine's reading (text-metrics' comparison limits). */
  too_long_texts: Type.Integer({ minimum: 0 }),
  /** The most frequent code-point confusions, read → validated (`∅`: nothing), as the quality pictures show them. */
  confusions: Type.Array(
    Type.Object({ read: Type.String(), meant: Type.String(), count: Type.Integer({ minimum: 1 }) }),
  ),
  /** Heaviest first; empty when the engine read every validated text right. */
  clusters: Type.Array(WeakClusterSchema),
})
export type WeakClustersResponse = Static<typeof WeakClustersResponseSchema>

/**
 * The project's weak clusters: what its engine readings got wrong against the validated texts. A project without a
 * validated text that an engine read, or whose every such text is too long to compare with its reading, is a 422.
 */
export const getWeakClusters = defineRoute({
  method: 'GET',
  url: '/api/ocr/weak-clusters',
  schema: {
    querystring: WeakClustersQuerySchema,
    response: { 200: WeakClustersResponseSchema, ...errorResponses, 422: ErrorSchema },
  },
})

export const TOP_UP_SOURCES = ['validated', 'input'] as const
export type TopUpSource = (typeof TOP_UP_SOURCES)[number]

/**
 * A synthetic job that over-represents a project's weak clusters: lines are chosen from the project's validated texts
 * or from the request's own input (typed text or dataset), up to `max_samples` (DEFAULT_TOP_UP_LINES without it).
 */
export const TopUpRequestSchema = Type.Object({
  project: ProjectIdSchema,
  source: Type.Union([Type.Literal('validated'), Type.Literal('input')]),
  /** How many of the heaviest weak clusters to target; DEFAULT_WEAK_CLUSTERS without it. */
  clusters: Type.Optional(ClusterCountSchema),
})
export type TopUpRequest = Static<typeof TopUpRequestSchema>

/** Per weak cluster: occurrences wanted in the chosen lines, and occurrences they hold. */
export const ClusterTargetSchema = Type.Object({
  cluster: Type.String({ minLength: 1 }),
  target: Type.Integer({ minimum: 1 }),
  achieved: Type.Integer({ minimum: 0 }),
})
export type ClusterTarget = Static<typeof ClusterTargetSchema>

export const TopUpResultSchema = Type.Object({
  project: ProjectIdSchema,
  source: Type.Union([Type.Literal('validated'), Type.Literal('input')]),
  /** Distinct source lines considered, and how many were chosen. */
  candidates: Type.Integer({ minimum: 0 }),
  lines: Type.Integer({ minimum: 0 }),
  targets: Type.Array(ClusterTargetSchema),
})
export type TopUpResult = Static<typeof TopUpResultSchema>
