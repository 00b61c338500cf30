import { describe, expect, it } from 'vitest'
import { conjunctOf } from '../src/index.js'

describe('conjunctOf', () => {
  it('gives the consonants joined by viramas, without the vowel sign', () => {
    expect(conjunctOf('କ୍ଷ')).toBe('କ୍ଷ')
    expect(conjunctOf('ସ୍ତ୍ରୀ')).toBe('ସ୍ତ୍ର')
    expect(conjunctOf('ନ୍ଦି')).toBe('ନ୍ଦ')
    expect(conjunctOf('ଡ଼୍ୟ')).toBe('ଡ଼୍ୟ')
  })

  it('finds none in a lone consonant, a vowel, a dead consonant or punctuation', () => {
    for (const cluster of ['କ', 'କା', 'ଅ', 'ତ୍', '।', ' ', 'a']) expect(conjunctOf(cluster)).toBeUndefined()
  })
})
