import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ValidatedTextEditor,
  type ValidatedTextEditorProps,
} from '../../../../src/routes/-ocr/editor/validated-text-editor'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** The editor with its text held in state, as a page holds it; `onChange` sees every edit. */
function renderEditor(props: Partial<ValidatedTextEditorProps> = {}) {
  const onChange = vi.fn()
  const onSave = vi.fn()
  function Page() {
    const [text, setText] = useState(props.value ?? '')
    const change = (next: string) => {
      onChange(next)
      setText(next)
    }
    return <ValidatedTextEditor {...props} value={text} onChange={change} onSave={onSave} />
  }
  render(<Page />)
  return { onChange, onSave, textarea: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' }) }
}

describe('ValidatedTextEditor', () => {
  it('shows the keyboard toggle on, the text area, Save and the virtual keyboard', () => {
    const { onSave } = renderEditor()
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Enable Odiya INSCRIPT Keyboard' }).checked).toBe(
      true,
    )
    expect(screen.getByRole('heading', { name: 'Virtual Keyboard' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save Current Image' }))
    expect(onSave).toHaveBeenCalledOnce()
    expect(screen.queryByText('Extracted Text:')).toBeNull()
  })

  it('disables Save on request and shows the extracted text, even an empty one', () => {
    renderEditor({ saveDisabled: true, extractedText: 'ଓଡ଼ିଆ' })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Current Image' }).disabled).toBe(true)
    expect(screen.getByText('Extracted Text:')).toBeTruthy()
    expect(screen.getByText('ଓଡ଼ିଆ')).toBeTruthy()
    cleanup()
    renderEditor({ extractedText: '' })
    expect(screen.getByText('Extracted Text:')).toBeTruthy()
  })

  it('hands the text area to the page through textareaRef', () => {
    const textareaRef = createRef<HTMLTextAreaElement>()
    const { textarea } = renderEditor({ textareaRef })
    expect(textareaRef.current).toBe(textarea)
  })

  it('inserts virtual keys at the caret, NFC, where the editing command is unavailable', () => {
    const { onChange, textarea } = renderEditor({ value: 'କେତ' })
    textarea.setSelectionRange(2, 2)
    fireEvent.click(screen.getByRole('button', { name: '◌ା (e)' }))
    expect(onChange).toHaveBeenLastCalledWith('କୋତ')
    expect(textarea.value).toBe('କୋତ')
    expect(textarea.selectionStart).toBe(2)
    expect(document.activeElement).toBe(textarea)
  })

  it('virtual ←, →, Backspace and Enter edit at the caret, where the editing command is unavailable', () => {
    const { onChange, textarea } = renderEditor({ value: 'କୋତ' })
    textarea.setSelectionRange(3, 3)
    fireEvent.click(screen.getByRole('button', { name: 'Caret left' }))
    // One grapheme cluster (କୋ is two code points) at a time, as the physical arrows go.
    expect(textarea.selectionStart).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: 'Caret left' }))
    expect(textarea.selectionStart).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Caret right' }))
    fireEvent.click(screen.getByRole('button', { name: 'Backspace' }))
    expect(onChange).toHaveBeenLastCalledWith('କତ')
    expect(textarea.selectionStart).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }))
    expect(onChange).toHaveBeenLastCalledWith('କ\nତ')
    expect(document.activeElement).toBe(textarea)
  })

  it('virtual ↑ and ↓ go to the same grapheme cluster of the line above or below, or to its end', () => {
    const { textarea } = renderEditor({ value: 'କୋତ ଖ\nଗ\nକୋକୋକୋ' })
    const caret = () => textarea.selectionStart
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
    textarea.setSelectionRange(3, 3)
    press('Caret down')
    // Two clusters in (କୋ, ତ), but the line below is one long: its end.
    expect(caret()).toBe(7)
    press('Caret down')
    expect(caret()).toBe(10)
    press('Caret up')
    expect(caret()).toBe(7)
    press('Caret up')
    expect(caret()).toBe(2)
    press('Caret up')
    expect(caret()).toBe(0)
    textarea.setSelectionRange(11, 11)
    press('Caret down')
    expect(caret()).toBe(14)
  })

  it('lets the page take a virtual key first, as it takes the physical one', () => {
    const onKeyDown = vi.fn((event: { key: string; preventDefault: () => void }) => {
      if (event.key === 'Enter') event.preventDefault()
    })
    const { onChange, textarea } = renderEditor({ value: 'କ', onKeyDown })
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }))
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(textarea.value).toBe('କ')
  })

  it('changes its text size with A− and A+, between limits, and this browser remembers it', () => {
    const { textarea } = renderEditor()
    expect(textarea.style.fontSize).toBe('1.25rem')
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }))
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }))
    expect(textarea.style.fontSize).toBe('1.75rem')
    cleanup()
    const reopened = renderEditor().textarea
    expect(reopened.style.fontSize).toBe('1.75rem')
    for (let press = 0; press < 5; press += 1) fireEvent.click(screen.getByRole('button', { name: 'Smaller text' }))
    expect(reopened.style.fontSize).toBe('1rem')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Smaller text' }).disabled).toBe(true)
  })
})
