import { describe, expect, it } from 'vitest'
import { buildRequest, INITIAL_FORM } from '../src/routes/-synthetic/build-request'

describe('buildRequest (SPEC §3.2)', () => {
  it('sends the text in NFC and omits an empty job name', () => {
    expect(buildRequest({ ...INITIAL_FORM, text: 'କ\u0B47\u0B3E', jobName: '  ' })).toEqual({ mode: 'single', text: 'କୋ' })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'comprehensive', jobName: ' run 1 ' })).toMatchObject({ mode: 'comprehensive', output_subdir: 'run 1' })
  })

  it('dataset mode: omits an empty URL, falls back to the text column, sends Max Samples only when filled', () => {
    const dataset = { ...INITIAL_FORM, mode: 'huggingface' as const }
    expect(buildRequest({ ...dataset, textColumn: ' ' })).toEqual({ mode: 'huggingface', text_column: 'text' })
    expect(buildRequest({ ...dataset, datasetUrl: ' https://x.test/a.csv ', textColumn: 'sentence', maxSamples: '25' })).toEqual({
      mode: 'huggingface',
      dataset_url: 'https://x.test/a.csv',
      text_column: 'sentence',
      max_samples: 25,
    })
    expect(buildRequest({ ...dataset, datasetStyle: 'ultra-realistic' })).toMatchObject({ dataset_style: 'ultra-realistic' })
  })

  it('page mode: sends the page options that differ from the defaults, and no other mode sends them', () => {
    const page = { ...INITIAL_FORM, mode: 'page' as const, text: 'ଓଡ଼ିଆ' }
    expect(buildRequest(page)).toEqual({ mode: 'page', text: 'ଓଡ଼ିଆ' })
    expect(buildRequest({ ...page, columns: 2, rotation: true, scanLook: true })).toEqual({ mode: 'page', text: 'ଓଡ଼ିଆ', columns: 2, rotation: true, scan_look: true })
    expect(buildRequest({ ...page, mode: 'single', columns: 2, rotation: true, scanLook: true })).toEqual({ mode: 'single', text: 'ଓଡ଼ିଆ' })
  })
})
