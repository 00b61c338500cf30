import type { Annotation } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { validateOcrSearch } from '../../../../src/routes/-ocr/navigator/image-in-url'
import { keyPress } from '../../../key-press'
import { fakeOcrApi } from '../fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from '../open-ocr-page'
import { unmountApp } from '../../../render-app'

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
})

const text = (validated: string, status: Annotation['status'] = 'validated'): Annotation => ({
  extracted_text: 'ମେସିନ',
  validated_text: validated,
  status,
})
const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' })
const saved = {
  valid_images: ['a.png', 'b.png', 'c.png', 'd.png'],
  annotations: { 'a.png': text('ଏକ'), 'b.png': text('ଦୁଇ'), 'c.png': text('', 'extracted'), 'd.png': text('ଚାରି') },
}

async function open(path: string) {
  fakeOcrApi(saved)
  return openOcrPage(path)
}

describe('the image in the URL', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('opens the image a link names, follows moves with history entries, and Back and Forward go through them', async () => {
    const { router, history } = await open('/ocr?image=b.png')
    await waitFor(() => expect(editor().value).toBe('ଦୁଇ'))
    expect(router.state.location.search).toEqual({ image: 'b.png' })

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'c.png' }))
    expect(editor().value).toBe('ମେସିନ')

    await act(async () => history.back())
    await waitFor(() => expect(editor().value).toBe('ଦୁଇ'))
    expect(screen.getByRole('button', { name: 'Image: b.png' })).toBeTruthy()
    await act(async () => history.forward())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Image: c.png' })).toBeTruthy())
  })

  it('names the first image when the link names none, or one the list no longer has', async () => {
    const { router } = await open('/ocr?image=gone.png')
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'a.png' }))
    expect(editor().value).toBe('ଏକ')
  })

  it('Next to do (button and Alt+N) skips validated images, going round to the start', async () => {
    const { router } = await open('/ocr?image=d.png')
    await waitFor(() => expect(editor().value).toBe('ଚାରି'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next to do' })))
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'c.png' }))
    // From the only image still to do there is nowhere else to go.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next to do' }).disabled).toBe(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous' })))
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'b.png' }))
    await act(async () => void window.dispatchEvent(keyPress({ key: 'n', code: 'KeyN', altKey: true })))
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'c.png' }))
  })
})

describe('the image list’s filter and search', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('lists only the matching images, says how many, and a pick opens the image', async () => {
    const { router } = await open('/ocr?image=a.png')
    await waitFor(() => expect(editor().value).toBe('ଏକ'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Show images' }), { target: { value: 'to-do' } })
    expect(screen.getByText('1 of 4 shown')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Image: a.png' })))
    const list = within(screen.getByRole('listbox', { name: 'Images' }))
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['c.pngExtracted'])
    await act(async () => fireEvent.click(list.getByRole('option')))
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'c.png' }))

    fireEvent.change(screen.getByRole('combobox', { name: 'Show images' }), { target: { value: 'all' } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search file names' }), { target: { value: 'D.P' } })
    expect(screen.getByText('1 of 4 shown')).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search file names' }), { target: { value: 'zzz' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Image: c.png' })))
    expect(screen.getByText('No image matches the filter.')).toBeTruthy()
  })
})

describe('the project in the URL', () => {
  it('is kept when it names a project other than the default, as a number however the URL spells it', () => {
    expect(validateOcrSearch({ project: 2, image: 'a.png' })).toEqual({ project: 2, image: 'a.png' })
    expect(validateOcrSearch({ project: '12' })).toEqual({ project: 12 })
    for (const project of [1, '1', 0, -3, 2.5, 'abc', '2e3', '99999999999', null])
      expect(validateOcrSearch({ project }), String(project)).toEqual({})
  })
})

describe('the line in the URL', () => {
  it('is kept with its image as a whole number from 1, however the URL spells it', () => {
    expect(validateOcrSearch({ image: 'a.png', line: '25' })).toEqual({ image: 'a.png', line: 25 })
    expect(validateOcrSearch({ image: 'a.png', line: 3 })).toEqual({ image: 'a.png', line: 3 })
    for (const line of [0, '0', -1, 2.5, 'abc', '2e3', '9999999999', null])
      expect(validateOcrSearch({ image: 'a.png', line }), String(line)).toEqual({ image: 'a.png' })
    expect(validateOcrSearch({ line: 4 })).toEqual({})
  })
})
