export interface DatasetLimits {
  datasetBytes: number
  datasetTimeoutMs: number
  datasetRedirects: number
}

/** Bounds of one generation job, each enforced with a message that names it. */
export const LIMITS = {
  textsPerJob: 100_000,
  charactersPerText: 500,
  /** A row split into lines (max_line_chars). */
  charactersPerRow: 100_000,
  /** One line of a .txt or .jsonl file, read before it is parsed. */
  charactersPerFileLine: 1_000_000,
  imagesPerJob: 200_000,
  /** `page` mode: pages of A4 at 300 dpi, ≈ 8.7 M pixels each. */
  pagesPerJob: 1_000,
  jobNameLength: 64,
  /** Dataset download. */
  datasetBytes: 200 * 1024 * 1024,
  datasetTimeoutMs: 30_000,
  datasetRedirects: 5,
} as const
