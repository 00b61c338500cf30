import { describe, expect, it } from 'vitest'
import { createEditorFocus } from '../../../../src/routes/-ocr/common/editor-focus'

describe('the editor’s focus after a move', () => {
  it('is taken once, by the image the move opened, and a later ask replaces an earlier one', () => {
    const focus = createEditorFocus()
    expect(focus.take('a.png')).toBe(false)
    focus.ask('a.png')
    expect(focus.take('b.png')).toBe(false)
    expect(focus.take('a.png')).toBe(true)
    expect(focus.take('a.png')).toBe(false)
    focus.ask('a.png')
    focus.ask('b.png')
    expect(focus.take('a.png')).toBe(false)
    expect(focus.take('b.png')).toBe(true)
  })
})
