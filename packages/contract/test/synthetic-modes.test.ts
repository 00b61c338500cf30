import { describe, expect, it } from 'vitest'
import {
  DATASET_STYLES,
  DRAWING_MODES,
  drawingModeOf,
  isPageMode,
  optionApplies,
  SYNTHETIC_MODE_NAMES,
  SYNTHETIC_MODES,
} from '../src/index'

describe('the list of synthetic modes', () => {
  it('names the four modes of the SPEC in their order, single first, then page, with their labels', () => {
    expect(SYNTHETIC_MODE_NAMES.map((mode) => [mode, SYNTHETIC_MODES[mode].label])).toEqual([
      ['single', 'Single'],
      ['comprehensive', 'Comprehensive'],
      ['ultra-realistic', 'Ultra Realistic'],
      ['huggingface', 'Dataset (CSV, JSONL, Parquet, Hub)'],
      ['page', 'Page (PAGE XML)'],
    ])
  })

  it('derives the drawing modes and dataset styles from the entries', () => {
    expect(DRAWING_MODES).toEqual(['single', 'comprehensive', 'ultra-realistic', 'page'])
    expect(SYNTHETIC_MODE_NAMES.filter(isPageMode)).toEqual(['page'])
    expect(DATASET_STYLES).toEqual(['single', 'comprehensive', 'ultra-realistic'])
    expect(drawingModeOf('huggingface', undefined)).toBe('single')
    expect(drawingModeOf('huggingface', 'ultra-realistic')).toBe('ultra-realistic')
    expect(drawingModeOf('comprehensive', 'ultra-realistic')).toBe('comprehensive')
  })

  it('says which options each drawing mode takes', () => {
    expect(optionApplies('comprehensive', 'seed')).toBe(false)
    expect(optionApplies('ultra-realistic', 'backgrounds')).toBe(false)
    expect(optionApplies('ultra-realistic', 'variants')).toBe(true)
    expect(optionApplies('single', 'variants')).toBe(false)
    for (const mode of DRAWING_MODES) expect(optionApplies(mode, 'fonts') && optionApplies(mode, 'sizes')).toBe(true)
    // A page's crops are as tall as their lines' ink; its paper comes from the scan look, not a background.
    expect(
      ['image_height', 'backgrounds', 'variants'].filter((option) => optionApplies('page', option as 'seed')),
    ).toEqual([])
    for (const mode of DRAWING_MODES) expect(optionApplies(mode, 'columns')).toBe(mode === 'page')
    // Only scan looks are degraded; the page's select shows a strength for the modes that take one.
    expect(DRAWING_MODES.filter((mode) => optionApplies(mode, 'strength'))).toEqual(['ultra-realistic'])
  })
})
