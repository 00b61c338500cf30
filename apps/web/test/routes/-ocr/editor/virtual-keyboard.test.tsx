import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualKeyboard } from '../../../../src/routes/-ocr/editor/virtual-keyboard'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function renderKeyboard() {
  const onInsert = vi.fn()
  const onEditKey = vi.fn()
  render(<VirtualKeyboard onInsert={onInsert} onEditKey={onEditKey} />)
  return {
    onInsert,
    onEditKey,
    keys: () => within(screen.getByRole('group', { name: /^Keys/ })).getAllByRole<HTMLButtonElement>('button'),
  }
}

describe('VirtualKeyboard', () => {
  it('has arrows, Backspace and Enter, which act on the field rather than type', () => {
    const { onInsert, onEditKey } = renderKeyboard()
    for (const [name, key] of [
      ['Caret left', 'ArrowLeft'],
      ['Caret right', 'ArrowRight'],
      ['Caret up', 'ArrowUp'],
      ['Caret down', 'ArrowDown'],
      ['Backspace', 'Backspace'],
      ['Enter', 'Enter'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name }))
      expect(onEditKey).toHaveBeenLastCalledWith(key)
    }
    expect(onInsert).not.toHaveBeenCalled()
  })

  it('applies Shift to one key, and a double click locks it until clicked again', () => {
    const { onInsert } = renderKeyboard()
    fireEvent.click(screen.getByRole('button', { name: 'Shift' }))
    fireEvent.click(screen.getByRole('button', { name: 'ଖ (K)' }))
    expect(onInsert).toHaveBeenLastCalledWith('ଖ')
    // Back on the plain layer after one key.
    fireEvent.click(screen.getByRole('button', { name: 'କ (k)' }))
    expect(onInsert).toHaveBeenLastCalledWith('କ')

    const shift = screen.getByRole('button', { name: 'Shift' })
    fireEvent.click(shift)
    fireEvent.click(shift)
    fireEvent.doubleClick(shift)
    expect(shift.textContent).toBe('Shift locked')
    fireEvent.click(screen.getByRole('button', { name: 'ଖ (K)' }))
    fireEvent.click(screen.getByRole('button', { name: 'ଖ (K)' }))
    expect(onInsert.mock.calls.slice(-2)).toEqual([['ଖ'], ['ଖ']])
    fireEvent.click(shift)
    expect(shift.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: 'କ (k)' })).toBeTruthy()
  })

  it('is one tab stop, and arrow keys, Home and End move between the keys', () => {
    const { keys } = renderKeyboard()
    const tabbable = keys().filter((key) => key.tabIndex === 0)
    expect(tabbable).toHaveLength(1)
    const k = screen.getByRole<HTMLButtonElement>('button', { name: 'କ (k)' })
    k.focus()
    fireEvent.keyDown(k, { key: 'ArrowRight' })
    const next = document.activeElement as HTMLButtonElement
    expect(next.getAttribute('aria-label')).toBe('ତ (l)')
    // The last key focused is now the keyboard's tab stop.
    expect(keys().filter((key) => key.tabIndex === 0)).toEqual([next])
    fireEvent.keyDown(next, { key: 'ArrowDown' })
    const below = document.activeElement as HTMLButtonElement
    expect(below.closest('[data-key-row]')).not.toBe(next.closest('[data-key-row]'))
    fireEvent.keyDown(below, { key: 'Home' })
    const rowStart = (document.activeElement as HTMLButtonElement).closest('[data-key-row]')!
    expect(document.activeElement).toBe([...rowStart.querySelectorAll('button')].find((key) => !key.disabled))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(rowStart.contains(document.activeElement)).toBe(true)
  })

  it('can be hidden, and this browser remembers it', () => {
    renderKeyboard()
    fireEvent.click(screen.getByRole('button', { name: 'Hide keyboard' }))
    expect(screen.queryByRole('group', { name: /^Keys/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Shift' })).toBeNull()
    cleanup()
    renderKeyboard()
    expect(screen.getByRole('button', { name: 'Show keyboard' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Show keyboard' }))
    expect(screen.getByRole('group', { name: /^Keys/ })).toBeTruthy()
  })
})
