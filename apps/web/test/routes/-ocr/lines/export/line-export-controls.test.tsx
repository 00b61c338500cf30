import type { LineCheckReport } from '@odia-ai/contract'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeOcrApi } from '../../fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from '../../open-ocr-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const finding = { count: 0, examples: [] }
const report = (lines: number, extra: Partial<LineCheckReport> = {}): LineCheckReport => ({
  only_validated: true,
  pages: 1,
  lines,
  left_out: 0,
  thresholds: { rare_below_lines: 2, min_line_height: 8 },
  characters: [],
  empty: finding,
  not_nfc: finding,
  line_breaks: finding,
  too_short: finding,
  duplicates: finding,
  conflicting: finding,
  trainer_safe: true,
  ...extra,
})

/** An archive that sends one chunk and then waits, until the request is aborted. */
function endlessArchive(signal: AbortSignal | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(300_000))
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('The operation was aborted.', 'AbortError')),
      )
    },
  })
  return new Response(body, { headers: { 'content-type': 'application/zip' } })
}

const openPage = () => openOcrPage()

describe('Export lines', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('checks first, shows the report and the download as it arrives, and cancels it', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    const unsafe = report(12, { trainer_safe: false, empty: { count: 1, examples: [{ image: 'a.png', line: 3 }] } })
    api.reply('POST /api/ocr/export/lines/check', () => api.json(unsafe))
    api.reply('POST /api/ocr/export/lines', ({ signal }) => endlessArchive(signal))
    await openPage()
    fireEvent.change(screen.getByLabelText('Line format'), { target: { value: 'paddleocr' } })
    fireEvent.click(screen.getByLabelText('Only validated lines'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export lines' })))

    // The check and the archive were asked for the chosen format and scope.
    expect(api.sent('POST /api/ocr/export/lines/check')[0]?.body).toEqual({
      format: 'paddleocr',
      only_validated: false,
    })
    await waitFor(() => expect(screen.getByText('Exporting 12 lines: 293 KB received')).toBeTruthy())
    expect(api.sent('POST /api/ocr/export/lines')[0]?.body).toEqual({ format: 'paddleocr', only_validated: false })
    // The report is open on the page, as the archive's export-report.txt words it.
    expect(screen.getByText('Trainer-safe check: 12 lines, some break trainers')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Breaks trainers' })).getByText(/Empty labels \(1\):\s+a\.png line 3/),
    ).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export lines' }).disabled).toBe(true)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel export' })))
    await waitFor(() => expect(screen.getByText('Line export cancelled.')).toBeTruthy())
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export lines' }).disabled).toBe(false)
  })

  it('shows ordinary Odia letters rare in a small export as worth a look, not as a fault', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    const rare = (shown: string, code_point: string) => ({
      code_point,
      shown,
      script: 'Oriya',
      lines: 1,
      occurrences: 1,
      outside: false,
      rare: true,
      examples: [{ image: 'a.png', line: 2 }],
    })
    const characters = [rare('ଓ', 'U+0B13'), rare('◌ୈ', 'U+0B48'), rare('◌ୌ', 'U+0B4C'), rare('ୱ', 'U+0B71')]
    api.reply('POST /api/ocr/export/lines/check', () => api.json(report(25, { characters })))
    api.reply('POST /api/ocr/export/lines', ({ signal }) => endlessArchive(signal))
    await openPage()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export lines' })))
    const summary = await screen.findByText('Trainer-safe check: 25 lines, safe to train, with notes worth a look')
    const check = summary.closest('details')!
    expect(check.open).toBe(false)
    expect(check.className).not.toContain('ocr-line-check--breaks')
    expect(screen.queryByRole('region', { name: 'Breaks trainers', hidden: true })).toBeNull()
    const notes = screen.getByRole('region', { name: 'Worth a look', hidden: true })
    for (const { code_point } of characters) expect(notes.textContent).toContain(code_point)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel export' })))
  })

  it('says so when there is nothing to export, and downloads nothing', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('POST /api/ocr/export/lines/check', () => api.json(report(0, { left_out: 4 })))
    await openPage()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export lines' })))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Line export failed: No validated lines to export yet (4 not validated).',
      ),
    )
    expect(api.sent('POST /api/ocr/export/lines')).toHaveLength(0)
  })
})
