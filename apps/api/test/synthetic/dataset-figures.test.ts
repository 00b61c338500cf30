import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { datasetFigures } from '../../src/synthetic/dataset-figures'

describe('datasetFigures', () => {
  it('rejects, rather than ending the process, when the metadata.csv cannot be read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'odia-figures-'))
    await expect(datasetFigures(join(folder, 'metadata.csv'))).rejects.toMatchObject({ code: 'ENOENT' })
  })
})
