import { describe, expect, it } from 'vitest'
import { asSeen } from '../../src/training/as-seen'

describe('asSeen', () => {
  it('drops a joiner after a word-final virama and anywhere it joins nothing', () => {
    expect(asSeen('ଡଲାର୍\u200c ଏବଂ')).toBe('ଡଲାର୍ ଏବଂ')
    expect(asSeen('ଡଲାର୍\u200c')).toBe('ଡଲାର୍')
    expect(asSeen('କ\u200dା')).toBe('କା')
    expect(asSeen('ଏସ୍\u200cଏମ୍')).toBe('ଏସ୍ଏମ୍')
  })

  it('keeps a joiner between a virama and a consonant, where it changes the drawing', () => {
    expect(asSeen('କ୍\u200cଷ')).toBe('କ୍\u200cଷ')
    expect(asSeen('ର୍\u200dୟ')).toBe('ର୍\u200dୟ')
  })

  it('writes a subjoined ବ or ଵ as ୱ, and leaves a full ବ or ଵ be', () => {
    expect(asSeen('ଦ୍ଵୀପ')).toBe('ଦ୍ୱୀପ')
    expect(asSeen('ସ୍ବାଜି')).toBe('ସ୍ୱାଜି')
    expect(asSeen('ଇକ୍ବାଟୋରିଆଲ୍')).toBe('ଇକ୍ୱାଟୋରିଆଲ୍')
    expect(asSeen('ବବ ଵ')).toBe('ବବ ଵ')
  })

  it('is NFC', () => {
    expect(asSeen('ଓଡ଼ିଆ'.normalize('NFD'))).toBe('ଓଡ଼ିଆ'.normalize('NFC'))
  })
})
