import { describe, expect, it } from 'vitest'
import {
  UPLOAD_BATCH_BYTES,
  UPLOAD_BATCH_FILES,
  uploadBatches,
} from '../../../../src/routes/-ocr/session/upload-batches'

describe('upload batches', () => {
  it('splits by file count and by bytes, a file over the byte limit going alone', () => {
    const files = (sizes: number[]) => sizes.map((size) => ({ size }))
    expect(uploadBatches(files(Array(UPLOAD_BATCH_FILES * 2 + 1).fill(1))).map((batch) => batch.length)).toEqual([
      UPLOAD_BATCH_FILES,
      UPLOAD_BATCH_FILES,
      1,
    ])
    const half = UPLOAD_BATCH_BYTES / 2
    expect(
      uploadBatches(files([half, half, 1, UPLOAD_BATCH_BYTES * 2, 1])).map((batch) => batch.map((file) => file.size)),
    ).toEqual([[half, half], [1], [UPLOAD_BATCH_BYTES * 2], [1]])
    expect(uploadBatches([])).toEqual([])
  })
})
