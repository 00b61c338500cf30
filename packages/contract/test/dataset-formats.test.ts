import { describe, expect, it } from 'vitest'
import {
  DATASET_FORMATS,
  DEFAULT_OUTPUT_FORMAT,
  LINE_EXPORT_FORMAT_NAMES,
  OUTPUT_FORMAT_NAMES,
  type DatasetFormat,
} from '../src/index'

const names = Object.keys(DATASET_FORMATS) as DatasetFormat[]

describe('DATASET_FORMATS', () => {
  it('offers each format where its flags say, in the order of the table', () => {
    expect(LINE_EXPORT_FORMAT_NAMES).toEqual(names.filter((name) => 'lineExport' in DATASET_FORMATS[name]))
    expect(OUTPUT_FORMAT_NAMES).toEqual(names.filter((name) => 'synthetic' in DATASET_FORMATS[name]))
    for (const name of ['imagefolder', 'tesstrain', 'paddleocr'] as const) {
      expect(LINE_EXPORT_FORMAT_NAMES).toContain(name)
      expect(OUTPUT_FORMAT_NAMES).toContain(name)
    }
    expect(OUTPUT_FORMAT_NAMES).not.toContain('page-xml')
    expect(LINE_EXPORT_FORMAT_NAMES).not.toContain('webdataset')
  })

  it('starts both lists with imagefolder, the default of each', () => {
    expect(LINE_EXPORT_FORMAT_NAMES[0]).toBe('imagefolder')
    expect(DEFAULT_OUTPUT_FORMAT).toBe('imagefolder')
  })

  it('offers every format somewhere', () => {
    for (const name of names)
      expect('lineExport' in DATASET_FORMATS[name] || 'synthetic' in DATASET_FORMATS[name]).toBe(true)
  })
})
