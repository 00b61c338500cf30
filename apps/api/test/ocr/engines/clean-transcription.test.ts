import { describe, expect, it } from 'vitest'
import { cleanTranscription } from '../../../src/ocr/engines/clean-transcription'

describe('cleanTranscription', () => {
  it.each([
    ['plain text, trailing spaces and CRLF', 'ଓଡ଼ିଆ  \r\nଭାଷା\r\n', 'ଓଡ଼ିଆ\nଭାଷା'],
    ['a code fence', '```text\nଓଡ଼ିଆ\nଭାଷା\n```', 'ଓଡ଼ିଆ\nଭାଷା'],
    ['a lead-in line and a fence', 'Here is the text:\n\n```\nଓଡ଼ିଆ\n```', 'ଓଡ଼ିଆ'],
    ['a lead-in line alone', 'Transcription:\nଓଡ଼ିଆ', 'ଓଡ଼ିଆ'],
    ['decomposed vowel signs', 'କ\u0B47\u0B56', 'କୈ'],
  ])('cleans %s', (_what, raw, clean) => {
    expect(cleanTranscription(raw)).toBe(clean)
  })

  it('keeps an Odia first line that ends with a colon, and inner blank lines', () => {
    expect(cleanTranscription('ଶୀର୍ଷକ:\nଓଡ଼ିଆ\n\nଭାଷା')).toBe('ଶୀର୍ଷକ:\nଓଡ଼ିଆ\n\nଭାଷା')
  })
})
