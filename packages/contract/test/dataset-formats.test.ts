import { describe, expect, it } from 'vitest'
import { DATASET_FORMATS, DEFAULT_OUTPUT_FORMAT, LINE_EXPORT_FORMAT_NAMES, OUTPUT_FORMAT_NAMES } from '../src/index'

describe('DATASET_FORMATS', () => {
  it('lists the line export formats and the generator formats from one table, each in the page order', () => {
    expect(LINE_EXPORT_FORMAT_NAMES).toEqual(['imagefolder', 'tesstrain', 'page-xml', 'paddleocr'])
    expect(OUTPUT_FORMAT_NAMES).toEqual(['imagefolder', 'tesstrain', 'paddleocr', 'webdataset'])
    expect(OUTPUT_FORMAT_NAMES).toContain(DEFAULT_OUTPUT_FORMAT)
  })

  it('offers every format somewhere', () => {
    for (const info of Object.values(DATASET_FORMATS)) expect('lineExport' in info || 'synthetic' in info).toBe(true)
  })
})
