import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { SAMPLES } from './samples.js'

describe('the bundled sample texts', () => {
  it.each(SAMPLES)('%s has no flag', (_, text) => {
    expect(text).toMatch(/[\u0B00-\u0B7F]/)
    expect(checkOrthography(text)).toEqual([])
  })
})
