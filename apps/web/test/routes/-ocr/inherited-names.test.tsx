import type { Annotation, AnnotationsState } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { unmountApp } from '../../render-app'
import { fakeOcrApi, FakeEventSource } from './fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from './open-ocr-page'

/** Names every plain object answers through its prototype. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

const validated = (text: string): Annotation => ({ extracted_text: 'ମେସିନ', validated_text: text, status: 'validated' })

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
})

/** The server's answers for `a.png` and an image of each inherited name, validated, `__proto__` alone flagged. */
function serverWithInheritedNames() {
  // Built from entries: a `__proto__` key in an object literal would set the prototype instead.
  const annotations = Object.fromEntries(INHERITED.map((name) => [name, validated(`ଲେଖା ${name}`)]))
  const saved: AnnotationsState = { valid_images: ['a.png', ...INHERITED], annotations }
  const api = fakeOcrApi(saved)
  api.reply('GET /api/ocr/flags', () => api.json({ flagged: 1, images: Object.fromEntries([['__proto__', 2]]) }))
  return api
}

const editorText = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' }).value

describe('images named like Object.prototype members', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('lists, counts, filters and opens them like any other image', async () => {
    serverWithInheritedNames()
    await openOcrPage()
    await screen.findByRole('button', { name: 'Image: a.png' })
    expect(screen.getByText(`Validated ${INHERITED.length} / ${INHERITED.length + 1}`)).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Image: a.png' })))
    const options = within(screen.getByRole('listbox', { name: 'Images' })).getAllByRole('option')
    expect(options.map((option) => option.querySelector('.ocr-picker__name')?.textContent)).toEqual([
      'a.png',
      ...INHERITED,
    ])
    expect(options.slice(1).every((option) => option.textContent?.includes('Validated'))).toBe(true)

    for (const name of ['__proto__', 'constructor']) {
      if (!screen.queryByRole('listbox', { name: 'Images' }))
        await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Image: / })))
      await act(async () => fireEvent.click(within(screen.getByRole('listbox', { name: 'Images' })).getByText(name)))
      await waitFor(() => expect(editorText()).toBe(`ଲେଖା ${name}`))
      expect(screen.getByRole('button', { name: `Image: ${name}` })).toBeTruthy()
      expect(screen.getByText('Saved')).toBeTruthy()
    }

    fireEvent.change(screen.getByRole('combobox', { name: 'Show images' }), { target: { value: 'flagged' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Image: / })))
    const flagged = within(screen.getByRole('listbox', { name: 'Images' })).getAllByRole('option')
    expect(flagged.map((option) => option.querySelector('.ocr-picker__name')?.textContent)).toEqual(['__proto__'])
  })

  it('opens one the address names', async () => {
    serverWithInheritedNames()
    await openOcrPage('/ocr?image=constructor')
    await waitFor(() => expect(editorText()).toBe('ଲେଖା constructor'))
    expect(screen.getByRole('button', { name: 'Image: constructor' })).toBeTruthy()
  })
})
