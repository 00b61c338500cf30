import { describe, expect, it } from 'vitest'
import { initialSession, sessionReducer } from '../../../../src/routes/-ocr/session/session-state'
import { validatedTextsForExport } from '../../../../src/routes/-ocr/session/validated-texts-for-export'

describe('export (SPEC §2.4)', () => {
  it('sends only the current image’s unsaved text: the server exports every stored annotation', () => {
    let state = sessionReducer(initialSession, {
      type: 'restored',
      state: {
        valid_images: ['a.png', 'b.png', 'c.png'],
        annotations: {
          'a.png': { extracted_text: 'x', validated_text: 'ଏକ', status: 'validated' },
          'b.png': { extracted_text: 'ଦୁଇ?', validated_text: '', status: 'extracted' },
        },
      },
    })
    state = sessionReducer(state, { type: 'moved', index: 1 })
    expect(validatedTextsForExport(state)).toEqual({})
    state = sessionReducer(state, { type: 'edited', text: 'ଦୁଇ' })
    expect(validatedTextsForExport(state)).toEqual({ 'b.png': 'ଦୁଇ' })
  })

  it('does not pass an untouched extraction off as validated text', () => {
    const state = sessionReducer(initialSession, {
      type: 'restored',
      state: {
        valid_images: ['b.png'],
        annotations: { 'b.png': { extracted_text: 'ଦୁଇ?', validated_text: '', status: 'extracted' } },
      },
    })
    expect(validatedTextsForExport(state)).toEqual({})
  })
})
