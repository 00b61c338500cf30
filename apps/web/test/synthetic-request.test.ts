import { describe, expect, it } from 'vitest'
import { buildRequest, INITIAL_FORM } from '../src/routes/-synthetic/build-request'

describe('buildRequest (SPEC §3.2)', () => {
  it('sends the text in NFC and omits an empty job name', () => {
    expect(buildRequest({ ...INITIAL_FORM, text: 'କ\u0B47\u0B3E', jobName: '  ' })).toEqual({
      mode: 'single',
      text: 'କୋ',
    })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'comprehensive', jobName: ' run 1 ' })).toMatchObject({
      mode: 'comprehensive',
      output_subdir: 'run 1',
    })
  })

  it('dataset mode: omits an empty URL, falls back to the text column, sends Max Samples only when filled', () => {
    const dataset = { ...INITIAL_FORM, mode: 'huggingface' as const, maxLineChars: '' }
    expect(buildRequest({ ...dataset, textColumn: ' ' })).toEqual({ mode: 'huggingface', text_column: 'text' })
    expect(
      buildRequest({ ...dataset, datasetUrl: ' https://x.test/a.csv ', textColumn: 'sentence', maxSamples: '25' }),
    ).toEqual({
      mode: 'huggingface',
      dataset_url: 'https://x.test/a.csv',
      text_column: 'sentence',
      max_samples: 25,
    })
    expect(buildRequest({ ...dataset, datasetStyle: 'ultra-realistic' })).toMatchObject({
      dataset_style: 'ultra-realistic',
    })
  })

  it('page mode: sends the page options that differ from the defaults, and no other mode sends them', () => {
    const page = { ...INITIAL_FORM, mode: 'page' as const, text: 'ଓଡ଼ିଆ' }
    expect(buildRequest(page)).toEqual({ mode: 'page', text: 'ଓଡ଼ିଆ' })
    expect(buildRequest({ ...page, columns: 2, rotation: true, scanLook: true })).toEqual({
      mode: 'page',
      text: 'ଓଡ଼ିଆ',
      columns: 2,
      rotation: true,
      scan_look: true,
    })
    expect(buildRequest({ ...page, mode: 'single', columns: 2, rotation: true, scanLook: true })).toEqual({
      mode: 'single',
      text: 'ଓଡ଼ିଆ',
    })
    const render = {
      seed: '7',
      fonts: ['Anek Odia'],
      weights: [700],
      sizes: '40',
      imageHeight: '48',
      backgrounds: '#eeeeee',
      variants: '3',
    }
    // A page takes the seed, fonts, weights and sizes; its crops are as tall as their ink and its paper is the scan look's.
    expect(buildRequest({ ...page, render })).toEqual({
      mode: 'page',
      text: 'ଓଡ଼ିଆ',
      seed: 7,
      fonts: ['Anek Odia'],
      weights: [700],
      sizes: [40],
    })
  })

  it('sends no render option while every control is as the mode has it, however often it was touched', () => {
    const touched = { ...INITIAL_FORM.render, fonts: ['Noto Sans Oriya'], weights: [400] }
    expect(buildRequest({ ...INITIAL_FORM, render: touched })).toEqual({ mode: 'single', text: INITIAL_FORM.text })
    const grid = {
      ...INITIAL_FORM.render,
      fonts: ['Anek Odia', 'Noto Sans Oriya', 'Baloo Bhaina 2'],
      weights: [700, 400],
    }
    expect(buildRequest({ ...INITIAL_FORM, mode: 'comprehensive', render: grid })).toEqual({
      mode: 'comprehensive',
      text: INITIAL_FORM.text,
    })
  })

  it("sends the render options that differ, and only those the mode (or the rows' style) takes", () => {
    const render = {
      seed: '7',
      fonts: ['Anek Odia'],
      weights: [300],
      sizes: '32, 40,32',
      imageHeight: '48',
      backgrounds: '#EEEEEE',
      variants: '3',
    }
    expect(buildRequest({ ...INITIAL_FORM, render })).toEqual({
      mode: 'single',
      text: INITIAL_FORM.text,
      seed: 7,
      fonts: ['Anek Odia'],
      weights: [300],
      sizes: [32, 40],
      image_height: 48,
      backgrounds: ['#eeeeee'],
    })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'comprehensive', render })).not.toHaveProperty('seed')
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic', render })).toMatchObject({ variants: 3, seed: 7 })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic', render })).not.toHaveProperty('backgrounds')
    const rows = buildRequest({ ...INITIAL_FORM, mode: 'huggingface', datasetStyle: 'ultra-realistic', render })
    expect(rows).toMatchObject({ dataset_style: 'ultra-realistic', variants: 3 })
    expect(rows).not.toHaveProperty('backgrounds')
  })

  it('dataset mode: splits rows at 60 characters unless the field is cleared', () => {
    const dataset = { ...INITIAL_FORM, mode: 'huggingface' as const, datasetUrl: 'https://x.test/a.jsonl' }
    expect(buildRequest(dataset)).toMatchObject({ max_line_chars: 60 })
    expect(buildRequest({ ...dataset, maxLineChars: '' })).not.toHaveProperty('max_line_chars')
    expect(buildRequest({ ...INITIAL_FORM, maxLineChars: '30' })).not.toHaveProperty('max_line_chars')
  })

  it('dataset mode: sends only the chosen source', () => {
    const dataset = {
      ...INITIAL_FORM,
      mode: 'huggingface' as const,
      datasetUrl: 'https://x.test/a.csv',
      uploadId: 'f'.repeat(32),
      hfDataset: 'org/odia',
    }
    expect(buildRequest({ ...dataset, source: 'file' })).toMatchObject({ upload_id: 'f'.repeat(32) })
    expect(buildRequest({ ...dataset, source: 'file' })).not.toHaveProperty('dataset_url')
    expect(buildRequest({ ...dataset, source: 'hf', hfConfig: ' ', hfSplit: 'test' })).toMatchObject({
      hf_dataset: 'org/odia',
      hf_config: 'default',
      hf_split: 'test',
    })
    expect(buildRequest({ ...dataset, source: 'hf' })).not.toHaveProperty('upload_id')
    expect(buildRequest({ ...dataset, source: 'url' })).not.toHaveProperty('hf_dataset')
  })

  it('sends a degradation strength other than medium, and only for ultra-realistic images', () => {
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic', strength: 'heavy' })).toMatchObject({
      mode: 'ultra-realistic',
      strength: 'heavy',
    })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic' })).not.toHaveProperty('strength')
    expect(buildRequest({ ...INITIAL_FORM, mode: 'single', strength: 'light' })).not.toHaveProperty('strength')
    const dataset = { ...INITIAL_FORM, mode: 'huggingface' as const, strength: 'light' as const }
    expect(buildRequest({ ...dataset, datasetStyle: 'ultra-realistic' })).toMatchObject({ strength: 'light' })
    expect(buildRequest({ ...dataset, datasetStyle: 'comprehensive' })).not.toHaveProperty('strength')
  })
})
