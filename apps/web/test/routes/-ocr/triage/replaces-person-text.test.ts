import { describe, expect, it } from 'vitest'
import { initialSession, type SessionState } from '../../../../src/routes/-ocr/session/session-state'
import { replacesPersonText } from '../../../../src/routes/-ocr/triage/replaces-person-text'

const session = (fields: Partial<SessionState>): SessionState => ({ ...initialSession, images: ['a.png'], ...fields })

describe('taking a reading into the editor', () => {
  it('asks first over a validated text or unsaved edits', () => {
    const validated = session({
      annotations: { 'a.png': { extracted_text: 'x', validated_text: 'ମୋ', status: 'validated' } },
      editorText: 'ମୋ',
      savedText: 'ମୋ',
    })
    expect(replacesPersonText(validated, 'ଯନ୍ତ୍ର', ['ମୋ', 'ଯନ୍ତ୍ର'])).toBe(true)
    expect(replacesPersonText(session({ editorText: 'ଟାଇପ', savedText: '' }), 'ଯନ୍ତ୍ର', ['ଯନ୍ତ୍ର'])).toBe(true)
  })

  it("replaces a machine's text, an empty editor, or the same text without asking", () => {
    const extracted = session({
      annotations: { 'a.png': { extracted_text: 'ଯନ୍ତ୍ର', validated_text: '', status: 'extracted' } },
      editorText: 'ଯନ୍ତ୍ର',
      savedText: 'ଯନ୍ତ୍ର',
    })
    expect(replacesPersonText(extracted, 'ଅନ୍ୟ', [])).toBe(false)
    expect(replacesPersonText(session({}), 'ଅନ୍ୟ', [])).toBe(false)
    expect(replacesPersonText(session({ editorText: 'ଟାଇପ', savedText: '' }), 'ଟାଇପ', [])).toBe(false)
    expect(replacesPersonText({ ...initialSession, editorText: 'x' }, 'y', [])).toBe(false)
  })

  it('switches between readings without asking, though the first one taken is not saved yet', () => {
    const picked = session({
      annotations: { 'a.png': { extracted_text: 'କମଳ', validated_text: '', status: 'extracted' } },
      editorText: 'କମଲ',
      savedText: 'କମଳ',
    })
    expect(replacesPersonText(picked, 'କମଳ', ['କମଳ', 'କମଲ'])).toBe(false)
    expect(replacesPersonText({ ...picked, editorText: 'କମଲ ମୋ' }, 'କମଳ', ['କମଳ', 'କମଲ'])).toBe(true)
  })
})
