import { describe, expect, it } from 'vitest'
import { buildRequest, INITIAL_FORM } from '../../../src/routes/-synthetic/build-request'
import { validateSyntheticSearch } from '../../../src/routes/-synthetic/top-up/top-up-search'
import { withTopUp } from '../../../src/routes/-synthetic/top-up/with-top-up'

describe('top-up on the generator page', () => {
  it('takes a project id from ?top_up= and ignores anything else', () => {
    expect(validateSyntheticSearch({ top_up: '3' })).toEqual({ top_up: 3 })
    expect(validateSyntheticSearch({ top_up: 1 })).toEqual({ top_up: 1 })
    for (const top_up of ['0', '-2', 'abc', '1.5', 0, undefined, '99999999999'])
      expect(validateSyntheticSearch({ top_up })).toEqual({})
  })

  it('adds the top-up to the request, with Max Samples as the lines to choose in every mode', () => {
    const form = { ...INITIAL_FORM, maxSamples: '40' }
    expect(withTopUp(buildRequest(form), form, 2, 'validated')).toEqual({
      mode: 'single',
      text: INITIAL_FORM.text,
      max_samples: 40,
      top_up: { project: 2, source: 'validated' },
    })
    const empty = { ...INITIAL_FORM, mode: 'huggingface' as const, datasetUrl: 'https://x.test/a.csv' }
    expect(withTopUp(buildRequest(empty), empty, 5, 'input')).toEqual({
      ...buildRequest(empty),
      top_up: { project: 5, source: 'input' },
    })
  })
})
