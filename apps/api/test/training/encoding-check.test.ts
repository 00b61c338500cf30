import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import { assertEncodable, assertTrainable, encodingProblems } from '../../src/training/encoding-check'
import { readTraineddata, TESSDATA_LSTM_UNICHARSET } from '../../src/training/tessdata'
import { shippedOri } from '../../src/training/starting-point'
import { encodingFailure, parseUnicharset } from '../../src/training/unicharset'

/** ori's own unicharset, as combine_tessdata -e extracts it. */
const oriUnicharset = () =>
  parseUnicharset(new TextDecoder().decode(readTraineddata(shippedOri())[TESSDATA_LSTM_UNICHARSET]))

const line = (name: string, text: string) => ({ name, image: `${name}.png`, text })

describe('the encoding check', () => {
  it('reads a unicharset: its space is written NULL', () => {
    const unicharset = parseUnicharset('4\nNULL 0 Common 0\nକ 1 x\nି 1 x\n୍‌ 1 x\n')
    expect([...unicharset.unichars]).toEqual([' ', 'କ', 'ି', '୍‌'])
    expect(encodingFailure('କି କି', unicharset)).toBe(-1)
    expect(encodingFailure('କ୍‌କ', unicharset)).toBe(-1)
    expect(encodingFailure('କଖ', unicharset)).toBe(1)
    expect(() => parseUnicharset('9\nNULL\n')).toThrow(/not a unicharset/)
  })

  it('encodes ୱ with ori’s own unicharset, and finds that ori has no ଋ or ଐ', () => {
    const ori = oriUnicharset()
    expect(ori.unichars.size).toBe(142)
    expect(encodingProblems([line('a', 'ୱିଣ୍ଡୋ ଭୁବନେଶ୍ୱର'), line('b', 'ଓଡ଼ିଆ ଭାଷା')], ori)).toEqual([])
    expect(encodingProblems([line('c', 'ବର୍ଷା ଋତୁ'), line('d', 'ଐତିହ୍ୟ')], ori).map((p) => p.character)).toEqual(['ଋ', 'ଐ'])
  })

  it('refuses before training, naming each line that cannot encode and the character', () => {
    const refusal = (() => {
      try {
        assertEncodable([line('gt/0001', 'ଓଡ଼ିଆ'), line('gt/0002', 'ବର୍ଷା ଋତୁ')], oriUnicharset(), 'ori')
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(AppError)
    expect((refusal as AppError).code).toBe('LABEL_CANNOT_ENCODE')
    expect((refusal as AppError).message).toContain('1 line cannot be encoded with the unicharset of ori')
    expect((refusal as AppError).message).toContain('gt/0002: ଋ (U+0B0B) in "ବର୍ଷା ଋତୁ"')
    expect((refusal as AppError).message).not.toContain('gt/0001')
  })

  it('before a training, accepts what the unicharset will take in and refuses the rest', () => {
    expect(() =>
      assertTrainable([line('gt/0001', 'ବର୍ଷା ଋତୁ'), line('gt/0002', 'ଐତିହ୍ୟ')], oriUnicharset(), 'ori'),
    ).not.toThrow()
    const refusal = (() => {
      try {
        assertTrainable([line('gt/0001', 'ବର୍ଷା ଋତୁ'), line('gt/0002', 'ଐତିହ୍ୟ\u200b')], oriUnicharset(), 'ori')
      } catch (error) {
        return error
      }
    })()
    expect((refusal as AppError).code).toBe('LABEL_CANNOT_ENCODE')
    expect((refusal as AppError).message).toContain(
      '1 line cannot be encoded with the unicharset of ori extended for the labels, which lacks \u200b (U+200B):',
    )
    expect((refusal as AppError).message).toContain('gt/0002: \u200b (U+200B) in "ଐତିହ୍ୟ\u200b"')
  })
})
