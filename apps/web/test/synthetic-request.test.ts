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

  it('sends a degradation strength other than medium, and only for ultra-realistic images', () => {
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic', strength: 'heavy' })).toMatchObject({ mode: 'ultra-realistic', strength: 'heavy' })
    expect(buildRequest({ ...INITIAL_FORM, mode: 'ultra-realistic' })).not.toHaveProperty('strength')
    expect(buildRequest({ ...INITIAL_FORM, mode: 'single', strength: 'light' })).not.toHaveProperty('strength')
    const dataset = { ...INITIAL_FORM, mode: 'huggingface' as const, strength: 'light' as const }
    expect(buildRequest({ ...dataset, datasetStyle: 'ultra-realistic' })).toMatchObject({ strength: 'light' })
    expect(buildRequest({ ...dataset, datasetStyle: 'comprehensive' })).not.toHaveProperty('strength')
  })
})
