import type { Annotation } from '@odia-ai/contract'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetAsking } from '../../../../src/routes/-ocr/review/person-name'
import { renderApp, unmountApp } from '../../../render-app'
import { fakeOcrApi } from '../fake-ocr-api'

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  localStorage.clear()
  forgetAsking()
})

const AT = '2025-05-03T09:30:00.000Z'
const byAsha: Annotation = {
  extracted_text: 'ମେସିନ',
  validated_text: 'ଠିକ',
  status: 'validated',
  validated_by: 'Asha',
  validated_at: AT,
}

async function open(annotation: Annotation, person = 'Bijay') {
  if (person) localStorage.setItem('odia-ai-tools:person-name', person)
  const api = fakeOcrApi({ valid_images: ['a.png'], annotations: { 'a.png': annotation } })
  api.reply('POST /api/ocr/review', ({ body }) => {
    const { decision, reviewer, note } = body as { decision: 'reviewed' | 'sent_back'; reviewer: string; note?: string }
    return api.json({
      annotation: {
        ...annotation,
        review_status: decision,
        reviewed_by: reviewer,
        reviewed_at: AT,
        ...(note ? { review_note: note } : {}),
      },
    })
  })
  renderApp('/ocr')
  await screen.findByRole('heading', { name: 'Odia OCR Annotation Tool' }, { timeout: 10_000 })
  return api
}

const panel = () => within(screen.getByRole('region', { name: 'Review' }))

describe('the review panel', { timeout: 20_000 }, () => {
  it('says who validated the image, and marks it reviewed under the person’s name', async () => {
    const api = await open(byAsha)
    expect(await panel().findByText(/^Validated by Asha, 3 May 2025/)).toBeTruthy()
    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Mark reviewed' })))
    expect(api.sent('POST /api/ocr/review').map((request) => request.body)).toEqual([
      { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay', validated_text: 'ଠିକ' },
    ])
    expect(await panel().findByText(/Reviewed by Bijay/)).toBeTruthy()
  })

  it('sends an image back only with a note, which then shows to whoever fixes it', async () => {
    const api = await open(byAsha)
    await act(async () => fireEvent.click(await panel().findByRole('button', { name: 'Send back' })))
    const send = panel().getByRole<HTMLButtonElement>('button', { name: 'Send back with this note' })
    expect(send.disabled).toBe(true)
    fireEvent.change(panel().getByRole('textbox', { name: 'What needs fixing' }), {
      target: { value: ' Line 2 is missing ' },
    })
    await act(async () => fireEvent.click(send))
    expect(api.sent('POST /api/ocr/review').map((request) => request.body)).toEqual([
      {
        image_filename: 'a.png',
        decision: 'sent_back',
        reviewer: 'Bijay',
        validated_text: 'ଠିକ',
        note: 'Line 2 is missing',
      },
    ])
    expect((await panel().findByLabelText('Review note')).textContent).toBe('To fix: Line 2 is missing')
    expect(panel().queryByRole('textbox', { name: 'What needs fixing' })).toBeNull()
    // Over the editor too, where the person who fixes it types.
    expect(screen.getByText('Sent back by Bijay: Line 2 is missing')).toBeTruthy()
  })

  it('offers no review of one’s own image, nor of an image not yet validated', async () => {
    await open(
      { ...byAsha, review_status: 'sent_back', review_note: 'Check ଼', reviewed_by: 'Bijay', reviewed_at: AT },
      'Asha',
    )
    expect((await panel().findByLabelText('Review note')).textContent).toBe('To fix: Check ଼')
    expect(panel().getByText('You validated this image: someone else reviews it.')).toBeTruthy()
    expect(panel().queryByRole('button', { name: 'Mark reviewed' })).toBeNull()
    cleanup()
    await open({ extracted_text: 'ମେସିନ', validated_text: '', status: 'extracted' })
    expect(await panel().findByText('The image can be reviewed once its text is validated.')).toBeTruthy()
  })

  it('asks for the name before a review, and reviews nothing without one', async () => {
    const prompt = vi.fn(() => null)
    vi.stubGlobal('prompt', prompt)
    const api = await open(byAsha, '')
    await act(async () => fireEvent.click(await panel().findByRole('button', { name: 'Mark reviewed' })))
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(api.sent('POST /api/ocr/review')).toHaveLength(0)
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to review: type your name first'),
    )
    // With a name the review goes, and the failure it replaces leaves the banner.
    localStorage.setItem('odia-ai-tools:person-name', 'Bijay')
    await act(async () => fireEvent.click(panel().getByRole('button', { name: 'Mark reviewed' })))
    expect(await panel().findByText(/Reviewed by Bijay/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('waits for unsaved text to be saved before a review', async () => {
    await open(byAsha)
    fireEvent.change(screen.getByRole('textbox', { name: 'Validated text' }), { target: { value: 'ବଦଳ' } })
    expect(panel().getByRole<HTMLButtonElement>('button', { name: 'Mark reviewed' }).disabled).toBe(true)
    expect(panel().getByText('Save the text before reviewing it.')).toBeTruthy()
  })
})
