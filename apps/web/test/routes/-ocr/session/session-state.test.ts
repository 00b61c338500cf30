import type { Annotation, OcrJobItem } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import {
  currentImage,
  initialSession,
  isUnsaved,
  NO_VALID_IMAGES,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from '../../../../src/routes/-ocr/session/session-state'

const validated = (text: string): Annotation => ({ extracted_text: 'ମେସିନ', validated_text: text, status: 'validated' })
const extracted = (text: string): Annotation => ({ extracted_text: text, validated_text: '', status: 'extracted' })
const run = (state: SessionState, ...actions: SessionAction[]) => actions.reduce(sessionReducer, state)
const restored = (images: string[], annotations: Record<string, Annotation> = {}) =>
  run(initialSession, { type: 'restored', state: { valid_images: images, annotations } })
const item = (file_name: string, extracted_text: string): OcrJobItem => ({
  file_name,
  status: 'extracted',
  extracted_text,
  engine: 'gemini',
  model: 'gemini-flash-latest',
})

describe('OCR session state (SPEC §2.2)', () => {
  it('restores the saved session at index 0 with the first image’s validated text', () => {
    const state = restored(['a.png', 'b.png'], { 'a.png': validated('ଓଡ଼ିଆ') })
    expect(state.images).toEqual(['a.png', 'b.png'])
    expect(state.index).toBe(0)
    expect(state.editorText).toBe('ଓଡ଼ିଆ')
    expect(isUnsaved(state)).toBe(false)
  })

  it('takes a fresher copy of the saved session until the user does anything, then keeps theirs', () => {
    const stale = restored(['a.png'])
    const fresher = run(stale, {
      type: 'restored',
      state: { valid_images: ['a.png', 'b.png'], annotations: { 'a.png': validated('ନୂଆ') } },
    })
    expect(fresher.images).toEqual(['a.png', 'b.png'])
    expect(fresher.editorText).toBe('ନୂଆ')
    const typing = run(
      stale,
      { type: 'edited', text: 'ମୋର' },
      { type: 'restored', state: { valid_images: ['b.png'], annotations: {} } },
    )
    expect(typing.images).toEqual(['a.png'])
    expect(typing.editorText).toBe('ମୋର')
  })

  it('moving shows the stored validated text, an extraction when nothing is validated, else nothing', () => {
    const state = restored(['a.png', 'b.png', 'c.png'], { 'a.png': validated('ଏକ'), 'b.png': extracted('ଦୁଇ') })
    expect(run(state, { type: 'moved', index: 1 }).editorText).toBe('ଦୁଇ')
    expect(run(state, { type: 'moved', index: 2 }).editorText).toBe('')
    expect(run(state, { type: 'moved', index: 2 }, { type: 'moved', index: 0 }).editorText).toBe('ଏକ')
    expect(run(state, { type: 'moved', index: 3 }).index).toBe(0)
    expect(run(state, { type: 'moved', index: -1 }).index).toBe(0)
  })

  it('keeps a validated empty text empty rather than showing the extraction', () => {
    const state = restored(['a.png'], { 'a.png': { extracted_text: 'ଭୁଲ', validated_text: '', status: 'validated' } })
    expect(state.editorText).toBe('')
  })

  it('appends uploads and moves to the first new image; a re-upload moves to the image already listed', () => {
    const state = restored(['a.png', 'b.png'])
    const uploaded = run(state, { type: 'uploaded', images: ['c.png', 'd.png'] })
    expect(uploaded.images).toEqual(['a.png', 'b.png', 'c.png', 'd.png'])
    expect(uploaded.index).toBe(2)
    const again = run(uploaded, { type: 'moved', index: 0 }, { type: 'uploaded', images: ['d.png'] })
    expect(again.images).toHaveLength(4)
    expect(again.index).toBe(3)
  })

  it('an import replaces the list, resets to 0 and fills the editor from the first image', () => {
    const state = run(
      restored(['a.png', 'b.png']),
      { type: 'moved', index: 1 },
      {
        type: 'imported',
        state: { valid_images: ['x.png', 'y.png'], annotations: { 'x.png': validated('ପ୍ରଥମ') } },
      },
    )
    expect(state.images).toEqual(['x.png', 'y.png'])
    expect(state.index).toBe(0)
    expect(state.editorText).toBe('ପ୍ରଥମ')
  })

  it('an import with no valid images sets the error and clears everything', () => {
    const state = run(restored(['a.png'], { 'a.png': validated('ଏକ') }), {
      type: 'imported',
      state: { valid_images: [], annotations: {} },
    })
    expect(state).toEqual({ ...initialSession, error: NO_VALID_IMAGES, touched: true })
  })

  it('tracks unsaved text until the save answer stores exactly that text', () => {
    const typed = run(restored(['a.png']), { type: 'edited', text: 'ନୂଆ' })
    expect(isUnsaved(typed)).toBe(true)
    const saved = run(typed, { type: 'saved', saved: { 'a.png': validated('ନୂଆ') } })
    expect(isUnsaved(saved)).toBe(false)
    expect(saved.annotations['a.png']?.validated_text).toBe('ନୂଆ')
    // Typing went on while the save was in flight: still unsaved.
    const later = run(
      typed,
      { type: 'edited', text: 'ନୂଆ ଲେଖା' },
      { type: 'saved', saved: { 'a.png': validated('ନୂଆ') } },
    )
    expect(isUnsaved(later)).toBe(true)
  })

  it('merges OCR results into the map without touching a person’s validated text', () => {
    const state = restored(['a.png', 'b.png'], { 'a.png': validated('ମଣିଷ') })
    const next = run(
      state,
      { type: 'extracted', item: item('a.png', 'ମେସିନ ନୂଆ') },
      { type: 'extracted', item: item('b.png', 'ଦ୍ୱିତୀୟ') },
    )
    expect(next.annotations['a.png']).toMatchObject({
      validated_text: 'ମଣିଷ',
      extracted_text: 'ମେସିନ ନୂଆ',
      status: 'validated',
    })
    expect(next.annotations['b.png']).toMatchObject({
      validated_text: '',
      extracted_text: 'ଦ୍ୱିତୀୟ',
      status: 'extracted',
      model: 'gemini-flash-latest',
    })
    expect(next.editorText).toBe('ମଣିଷ')
  })

  it('fills the editor with the current image’s result, but never over text being typed', () => {
    const state = restored(['a.png'])
    expect(run(state, { type: 'extracted', item: item('a.png', 'ଫଳ') }).editorText).toBe('ଫଳ')
    const typing = run(state, { type: 'edited', text: 'ମୋ ଲେଖା' }, { type: 'extracted', item: item('a.png', 'ଫଳ') })
    expect(typing.editorText).toBe('ମୋ ଲେଖା')
    expect(typing.annotations['a.png']?.extracted_text).toBe('ଫଳ')
  })

  it('records a failure with its reason, and clears it when a later run succeeds', () => {
    const failure: OcrJobItem = {
      file_name: 'a.png',
      status: 'failed',
      failure_reason: "Blocked by Gemini's safety filter",
      engine: 'gemini',
      model: 'm',
    }
    const failed = run(restored(['a.png']), { type: 'extracted', item: failure })
    expect(failed.annotations['a.png']).toMatchObject({
      status: 'failed',
      failure_reason: "Blocked by Gemini's safety filter",
    })
    const retried = run(failed, { type: 'extracted', item: item('a.png', 'ଠିକ') })
    expect(retried.annotations['a.png']?.status).toBe('extracted')
    expect(retried.annotations['a.png']?.failure_reason).toBeUndefined()
  })

  it('takes an error away once its cause is gone, and only that error', () => {
    const lines = 'Failed to find lines: the answer was cut off'
    const failed = run(restored(['a.png']), { type: 'failed', message: lines })
    // Something else failed since: the line finder's success does not take that away.
    const other = run(failed, { type: 'failed', message: 'Failed to save annotations: offline' })
    expect(run(other, { type: 'errorCleared', message: lines }).error).toBe('Failed to save annotations: offline')
    expect(run(failed, { type: 'errorCleared', message: lines }).error).toBeNull()
    expect(run(other, { type: 'errorCleared' }).error).toBeNull()
  })

  it('has no current image and nothing unsaved when empty', () => {
    expect(currentImage(initialSession)).toBeUndefined()
    expect(isUnsaved(run(initialSession, { type: 'edited', text: 'x' }))).toBe(false)
  })

  it('drops a deleted image: the one on screen stays, or the next one opens when it was the one deleted', () => {
    const state = restored(['a.png', 'b.png', 'c.png'], {
      'a.png': validated('ଏକ'),
      'b.png': validated('ଦୁଇ'),
      'c.png': validated('ତିନି'),
    })
    const onB = run(state, { type: 'moved', index: 1 }, { type: 'edited', text: 'ବଦଳ' })
    const earlier = run(onB, { type: 'removed', name: 'a.png' })
    expect(earlier.images).toEqual(['b.png', 'c.png'])
    expect(earlier.annotations).not.toHaveProperty('a.png')
    expect([currentImage(earlier), earlier.editorText]).toEqual(['b.png', 'ବଦଳ'])
    const itself = run(onB, { type: 'removed', name: 'b.png' })
    expect([currentImage(itself), itself.editorText, isUnsaved(itself)]).toEqual(['c.png', 'ତିନି', false])
    const last = run(state, { type: 'moved', index: 2 }, { type: 'removed', name: 'c.png' })
    expect(currentImage(last)).toBe('b.png')
    const none = run(restored(['a.png']), { type: 'removed', name: 'a.png' })
    expect([none.images, none.index, none.editorText]).toEqual([[], 0, ''])
    expect(run(state, { type: 'removed', name: 'x.png' }).images).toEqual(state.images)
  })
})
