import { describe, expect, it } from 'vitest'
import { missingKey } from '../src/missing-key'

describe('missingKey', () => {
  it('asks for a key only where the engine needs one and none (or only blanks) was given', () => {
    expect(missingKey('gemini', '')).toBe(true)
    expect(missingKey('gemini', ' \n\t')).toBe(true)
    expect(missingKey('gemini', 'AIza-key')).toBe(false)
    expect(missingKey('tesseract', '')).toBe(false)
  })
})
