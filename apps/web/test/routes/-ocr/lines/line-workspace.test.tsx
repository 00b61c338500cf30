import type { LineInput, OcrLine } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeOcrApi } from '../fake-ocr-api'
import { renderApp, unmountApp } from '../../../render-app'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from '../open-ocr-page'

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
})

const OPENED_AT = '2026-11-28T10:00:00.000Z'
const line = (index: number, extracted_text: string, validated_text = '', updated_at = OPENED_AT): OcrLine => ({
  index,
  box: [10, 10 + index * 40, 300, 30],
  extracted_text,
  validated_text,
  status: validated_text ? 'validated' : extracted_text ? 'extracted' : 'new',
  updated_at,
})

/** The API with a.png edited line by line (b.png has none); a PUT stores the lines and answers the image's texts. */
function linesApi(lines: OcrLine[]) {
  const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: {} })
  api.reply('GET /api/ocr/lines', ({ url }) => api.json({ lines: url.includes('a.png') ? lines : [] }))
  api.reply('PUT /api/ocr/lines', ({ body }) => {
    const sent = (body as { lines: LineInput[] }).lines
    const validated = sent
      .map((each) => each.validated_text)
      .filter(Boolean)
      .join('\n')
    return api.json({
      lines: sent.map((each, index) => line(index, each.extracted_text ?? '', each.validated_text)),
      annotation: { extracted_text: '', validated_text: validated, status: 'validated' },
    })
  })
  return api
}

async function openPage() {
  await openOcrPage()
  return await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Line text' })
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const sentLines = (api: ReturnType<typeof linesApi>) =>
  api.sent('PUT /api/ocr/lines').map((request) => (request.body as { lines: LineInput[] }).lines)

describe('an image edited line by line', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('shows the current line’s text; Enter validates it and goes to the next; the edits are saved', async () => {
    const api = linesApi([line(0, 'ଏକ'), line(1, 'ଦୁଇ')])
    api.reply('GET /api/ocr/lines/summary', () =>
      api.json({ images_with_lines: 1, lines: 2, validated_lines: api.sent('PUT /api/ocr/lines').length }),
    )
    const field = await openPage()
    expect(await screen.findByText('Lines validated 0 / 2 (1 image)')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Line 1 of 2' })).toBeTruthy()
    expect(field.value).toBe('ଏକ')
    expect(screen.getByRole('img', { name: 'Line 1 as scanned' })).toBeTruthy()
    fireEvent.change(field, { target: { value: 'ଏକା' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(screen.getByRole('heading', { name: 'Line 2 of 2' })).toBeTruthy()
    expect(field.value).toBe('ଦୁଇ')
    await waitFor(() => expect(sentLines(api)).toHaveLength(1))
    expect(sentLines(api)[0]!.map((each) => each.validated_text)).toEqual(['ଏକା', ''])
    // The project's count follows.
    expect(await screen.findByText('Lines validated 1 / 2 (1 image)')).toBeTruthy()
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })
    expect(screen.getByRole('heading', { name: 'Line 1 of 2' })).toBeTruthy()
  })

  it('keeps the edits when a save fails, says so, and saves them on Retry', async () => {
    const api = linesApi([line(0, 'ଏକ'), line(1, 'ଦୁଇ')])
    api.reply('PUT /api/ocr/lines', () =>
      api.json({ statusCode: 500, code: 'X', error: 'Internal Server Error', message: 'Disk full' }, 500),
    )
    const field = await openPage()
    await act(async () => fireEvent.click(button('Delete line')))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Lines not saved: Disk full')
    expect(screen.getByRole('heading', { name: 'Line 1 of 1' })).toBeTruthy()
    expect(field.value).toBe('ଦୁଇ')
    // Moving to another image saves first, and stays when that fails.
    await act(async () => fireEvent.click(button('Next')))
    expect(screen.getByRole('button', { name: 'Image: a.png' })).toBeTruthy()
    api.reply('PUT /api/ocr/lines', ({ body }) =>
      api.json({
        lines: (body as { lines: LineInput[] }).lines.map((each, index) => line(index, each.extracted_text ?? '')),
        annotation: { extracted_text: 'ଦୁଇ', validated_text: '' },
      }),
    )
    await act(async () => fireEvent.click(button('Retry')))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(api.sent('PUT /api/ocr/lines').at(-1)?.body).toEqual({
      image_filename: 'a.png',
      lines: [{ box: [10, 50, 300, 30], extracted_text: 'ଦୁଇ', validated_text: '' }],
      based_on: OPENED_AT,
    })
  })

  it('does not write over lines changed since they opened: it offers to load them or to save over them', async () => {
    // The server's rule: a save based on an older copy than the stored one is refused.
    let stored = [line(0, 'ଏକ'), line(1, 'ଦୁଇ')]
    const api = linesApi(stored)
    api.reply('GET /api/ocr/lines', ({ url }) => api.json({ lines: url.includes('a.png') ? stored : [] }))
    api.reply('PUT /api/ocr/lines', ({ body }) => {
      const { lines, based_on } = body as { lines: LineInput[]; based_on?: string }
      if (based_on !== undefined && based_on < stored[0]!.updated_at!)
        return api.json(
          { statusCode: 409, code: 'LINES_CHANGED', error: 'Conflict', message: 'The lines of this page changed' },
          409,
        )
      stored = lines.map((each, index) =>
        line(index, each.extracted_text ?? '', each.validated_text, '2026-11-28T12:00:00.000Z'),
      )
      return api.json({ lines: stored, annotation: { extracted_text: '', validated_text: '' } })
    })
    const field = await openPage()
    // A model re-reads the page meanwhile.
    stored = [line(0, 'ଏକା', '', '2026-11-28T11:00:00.000Z'), line(1, 'ଦୁଇଟି', '', '2026-11-28T11:00:00.000Z')]
    fireEvent.change(field, { target: { value: 'ଏକ ଦୁଇ' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Lines not saved: The lines of this page changed. Your edits are kept here.')
    expect(sentLines(api)).toHaveLength(1)
    expect(stored.map((each) => each.extracted_text)).toEqual(['ଏକା', 'ଦୁଇଟି'])

    await act(async () => fireEvent.click(button('Load the new lines, dropping my edits')))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    fireEvent.click(button('Previous line'))
    expect(field.value).toBe('ଏକା')
    expect(sentLines(api)).toHaveLength(1)

    // Edited again on the new copy, the save goes through.
    fireEvent.change(field, { target: { value: 'ଏକ' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(stored.map((each) => each.validated_text)).toEqual(['ଏକ', '']))
    expect(api.sent('PUT /api/ocr/lines').at(-1)?.body).toMatchObject({ based_on: '2026-11-28T11:00:00.000Z' })

    // Another change meanwhile, and this time the person keeps theirs.
    stored = stored.map((each) => ({ ...each, updated_at: '2026-11-28T13:00:00.000Z' }))
    fireEvent.change(field, { target: { value: 'ଦୁଇ' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await screen.findByRole('alert')
    await act(async () => fireEvent.click(button('Save mine over them')))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(api.sent('PUT /api/ocr/lines').at(-1)?.body).not.toHaveProperty('based_on')
    expect(stored.map((each) => each.validated_text)).toEqual(['ଏକ', 'ଦୁଇ'])
  })

  it('undoes box edits with the button and Ctrl+Z, and reorders with Move up/down', async () => {
    const api = linesApi([line(0, 'ଏକ'), line(1, 'ଦୁଇ'), line(2, 'ତିନି')])
    const field = await openPage()
    expect(button('Undo').disabled).toBe(true)
    fireEvent.click(button('Next line'))
    fireEvent.click(button('Move up'))
    expect(screen.getByRole('heading', { name: 'Line 1 of 3' })).toBeTruthy()
    expect(field.value).toBe('ଦୁଇ')
    fireEvent.click(button('Delete line'))
    expect(screen.getByRole('heading', { name: 'Line 1 of 2' })).toBeTruthy()
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    expect(screen.getByRole('heading', { name: 'Line 1 of 3' })).toBeTruthy()
    // In the text field Ctrl+Z is the field's own undo.
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true })
    expect(field.value).toBe('ଦୁଇ')
    fireEvent.click(button('Undo'))
    expect(field.value).toBe('ଦୁଇ')
    expect(screen.getByRole('heading', { name: 'Line 2 of 3' })).toBeTruthy()
    expect(button('Undo').disabled).toBe(true)
    await waitFor(() => expect(sentLines(api).length).toBeGreaterThan(0))
    await waitFor(() =>
      expect(
        sentLines(api)
          .at(-1)!
          .map((each) => each.extracted_text),
      ).toEqual(['ଏକ', 'ଦୁଇ', 'ତିନି']),
    )
  })

  it('an image without lines keeps the whole-image editor, and Mark lines starts its first line', async () => {
    linesApi([])
    renderApp('/ocr')
    await screen.findByRole('button', { name: 'Image: a.png' }, { timeout: 10_000 })
    expect(screen.getByRole('textbox', { name: 'Validated text' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Mark lines' }))
    expect(screen.getByText(/no lines yet/)).toBeTruthy()
    expect(button('Add line').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button('Back to the image’s text'))
    expect(screen.getByRole('textbox', { name: 'Validated text' })).toBeTruthy()
  })
})
