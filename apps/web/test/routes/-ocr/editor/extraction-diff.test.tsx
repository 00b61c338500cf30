import type { Annotation } from '@odia-ai/contract'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { unmountApp } from '../../../render-app'
import { fakeOcrApi, FakeEventSource } from '../fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from '../open-ocr-page'

// Two pages of about 20,000 code points: one the engine read as another page altogether (too long to compare), one it
// read with three slips (ଲ for ଳ) in 12,600 grapheme clusters.
const LINE = 'ସୁନ୍ଦର ଫୁଲ '
const page = LINE.repeat(1800)
const misread: Annotation = {
  extracted_text: 'ଘର '.repeat(7000),
  validated_text: 'ଜଳ '.repeat(7000),
  status: 'validated',
}
const read: Annotation = {
  extracted_text: page.replace(LINE.repeat(3), 'ସୁନ୍ଦର ଫୁଳ '.repeat(3)),
  validated_text: page,
  status: 'validated',
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
})

describe('the diff of a long page', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('says "too long to compare" where the CER would be for a page read as another, and shows a page read with slips', async () => {
    fakeOcrApi({ valid_images: ['misread.png', 'read.png'], annotations: { 'misread.png': misread, 'read.png': read } })
    await openOcrPage()
    const diff = () => screen.getByRole('region', { name: 'Extracted against validated' })
    expect(diff().textContent).toBe('Extracted vs validated: CER too long to compare')
    expect(screen.getByLabelText('Project error rates').textContent).toBe(
      'CER 0.0% (code points 0.0%) · WER 0.1% · based on 1 validated image · 1 more too long to compare',
    )

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
    expect(within(diff()).getByTestId('image-cer').textContent).toBe('0.0%')
    expect(within(diff()).getByText('(3 errors in 12600 characters)')).toBeTruthy()
    expect(
      within(diff())
        .getAllByTitle('Only in the extracted text')
        .map((mark) => mark.textContent),
    ).toEqual(['ଳ', 'ଳ', 'ଳ'])
  })
})
