/** Files per upload request, and bytes per request (a larger file goes alone). */
export const UPLOAD_BATCH_FILES = 20
export const UPLOAD_BATCH_BYTES = 32 * 1024 * 1024

/** Splits a large pick into requests small enough to show progress and to stop between. */
export function uploadBatches<F extends { size: number }>(files: F[]): F[][] {
  const batches: F[][] = []
  let batch: F[] = []
  let bytes = 0
  for (const file of files) {
    if (batch.length > 0 && (batch.length === UPLOAD_BATCH_FILES || bytes + file.size > UPLOAD_BATCH_BYTES)) {
      batches.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(file)
    bytes += file.size
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}
