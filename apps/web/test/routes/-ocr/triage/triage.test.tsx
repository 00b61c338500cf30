import type { Annotation, ImageAgreement, Reading } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyPress } from '../../../key-press'
import { renderApp, unmountApp } from '../../../render-app'
import { fakeOcrApi, FakeEventSource } from '../fake-ocr-api'

const extracted = (text: string): Annotation => ({
  extracted_text: text,
  validated_text: '',
  status: 'extracted',
  engine: 'gemini',
  model: 'm',
})
const reading = (engine: string, text: string): Reading => ({
  engine,
  model: `${engine}-model`,
  text,
  created_at: '2026-01-01T00:00:00.000Z',
})
const agreement = (disagreement: number): ImageAgreement => ({
  readers: ['gemini:gemini-flash-latest', 'tesseract:ori'],
  disagreement,
  identical: disagreement === 0,
  has_lines: false,
})

const READINGS: Record<string, Reading[]> = {
  'a.png': [reading('gemini', 'କମଳ ଫୁଲ'), reading('tesseract', 'କମଲ ଫୁଲ')],
  'b.png': [reading('gemini', 'ଘର'), reading('tesseract', 'ଘର')],
  'c.png': [reading('gemini', 'ଗଛ'), reading('tesseract', 'ଗ')],
}

/** Three images both engines read: a.png a little apart, b.png alike, c.png far apart. */
function triageApi() {
  const api = fakeOcrApi({
    valid_images: ['a.png', 'b.png', 'c.png'],
    annotations: { 'a.png': extracted('କମଳ ଫୁଲ'), 'b.png': extracted('ଘର'), 'c.png': extracted('ଗଛ') },
  })
  api.reply('GET /api/ocr/readings/summary', () =>
    api.json({ images: { 'a.png': agreement(1 / 6), 'b.png': agreement(0), 'c.png': agreement(0.5) } }),
  )
  api.reply('GET /api/ocr/readings', ({ url }) =>
    api.json({ readings: READINGS[new URL(url, 'http://x').searchParams.get('image_filename')!] ?? [] }),
  )
  return api
}

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  localStorage.clear() // the chosen order
})

/** The page once the current image's readings are shown (the route's code loads slowly on a busy machine). */
async function openPage() {
  renderApp('/ocr')
  return screen.findByRole('group', { name: 'Engine readings' }, { timeout: 10_000 })
}

const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' })
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const altDigit = (digit: number) =>
  window.dispatchEvent(keyPress({ key: String(digit), code: `Digit${digit}`, altKey: true }))

describe('triage by engine disagreement', { timeout: 20_000 }, () => {
  it("shows the current image's readings and their difference, and takes one into the editor with Alt+digit", async () => {
    triageApi()
    const panel = await openPage()
    expect(await within(panel).findByText('କମଲ ଫୁଲ')).toBeTruthy()
    expect(screen.getByTestId('engines-agree').textContent).toBe('Engines agree 83%')
    expect(within(panel).getByLabelText('Gemini against Tesseract').querySelectorAll('mark')).toHaveLength(2)
    expect(editor().value).toBe('କମଳ ଫୁଲ')

    await act(async () => altDigit(2))
    expect(editor().value).toBe('କମଲ ଫୁଲ')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await act(async () => fireEvent.click(button("Use Gemini's text (Alt+1)")))
    expect(editor().value).toBe('କମଳ ଫୁଲ')
  })

  it('says when two readings are too long to compare, beside the editor and in their difference', async () => {
    const [first, second] = ['ଘର '.repeat(7000), 'ଜଳ '.repeat(7000)]
    const api = fakeOcrApi({ valid_images: ['long.png'], annotations: { 'long.png': extracted(first) } })
    api.reply('GET /api/ocr/readings/summary', () =>
      api.json({
        images: {
          'long.png': { readers: ['gemini:gemini-flash-latest', 'tesseract:ori'], identical: false, has_lines: false },
        },
      }),
    )
    api.reply('GET /api/ocr/readings', () =>
      api.json({ readings: [reading('gemini', first), reading('tesseract', second)] }),
    )
    const panel = await openPage()
    expect((await screen.findByTestId('engines-agree')).textContent).toBe("Engines' readings too long to compare")
    expect((await within(panel).findByLabelText('Gemini against Tesseract')).textContent).toBe('too long to compare')
  })

  it("asks before replacing a person's text, and keeps it when told no", async () => {
    triageApi()
    await openPage()
    await screen.findByRole('button', { name: "Use Tesseract's text (Alt+2)" })
    fireEvent.change(editor(), { target: { value: 'ମୋ ଲେଖା' } })
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    await act(async () => altDigit(2))
    expect(confirm).toHaveBeenCalledWith(
      "Replace the text in the editor with Tesseract's reading? Nothing is saved until you save.",
    )
    expect(editor().value).toBe('ମୋ ଲେଖା')
  })

  it('orders the list by disagreement, with each row’s agreement, and opens the next most uncertain image', async () => {
    triageApi()
    await openPage()
    fireEvent.change(await screen.findByRole('combobox', { name: 'Order images' }), {
      target: { value: 'disagreement' },
    })
    await act(async () => fireEvent.click(button('Image: a.png')))
    const options = within(screen.getByRole('listbox', { name: 'Images' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'c.png50% agreeExtracted',
      'a.png83% agreeExtracted',
      'b.png100% agreeExtracted',
    ])
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'Images' }), { key: 'Escape' })
    await act(async () => fireEvent.click(button('Next most uncertain')))
    await waitFor(() => expect(button('Image: b.png')).toBeTruthy())
    expect(localStorage.getItem('odia-ai-tools:ocr-image-order')).toBe('disagreement')
  })

  it('runs both engines over the images not validated, the chosen engine first', async () => {
    const api = triageApi()
    api.reply('POST /api/ocr/jobs', () => api.json({ job_id: 'job-1', total: 3 }, 202))
    vi.stubGlobal('EventSource', FakeEventSource)
    await openPage()
    await act(async () => fireEvent.click(button('Run both engines')))
    expect(screen.getByRole('alert').textContent).toContain('Please enter your Gemini API Key')
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'key-1' } })
    await act(async () => fireEvent.click(button('Run both engines')))
    expect(api.sent('POST /api/ocr/jobs')[0]?.body).toEqual({
      engine: 'gemini',
      compare_with: ['tesseract'],
      api_key: 'key-1',
      image_filenames: ['a.png', 'b.png', 'c.png'],
    })
    expect(FakeEventSource.last?.url).toBe('/api/jobs/job-1/events')
  })

  it('compares the project’s trained model with ori, without a key, naming each by its model', async () => {
    localStorage.setItem('odia-ai-tools:ocr-engine', 'tesseract')
    const api = triageApi()
    api.reply('GET /api/projects/1/model', () => api.json({ model: 'my-book' }))
    const trained = { ...reading('tesseract', 'ସ୍ୱର'), model: 'my-book' }
    const ori = { ...reading('tesseract', 'ସର'), model: 'ori' }
    api.reply('GET /api/ocr/readings', () => api.json({ readings: [trained, ori] }))
    api.reply('POST /api/ocr/jobs', () => api.json({ job_id: 'job-1', total: 3 }, 202))
    vi.stubGlobal('EventSource', FakeEventSource)
    await openPage()
    expect(await screen.findByRole('button', { name: "Use Tesseract (my-book)'s text (Alt+1)" })).toBeTruthy()
    expect(button("Use Tesseract (ori)'s text (Alt+2)")).toBeTruthy()
    expect(screen.getByRole('figure').textContent).toContain('Tesseract (my-book) against Tesseract (ori)')
    await act(async () => altDigit(2))
    expect(editor().value).toBe('ସର')

    await act(async () => fireEvent.click(button('Run both engines')))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.sent('POST /api/ocr/jobs')[0]?.body).toEqual({
      engine: 'tesseract',
      compare_with: [{ engine: 'tesseract', model: 'ori' }],
      api_key: '',
      image_filenames: ['a.png', 'b.png', 'c.png'],
      model: 'my-book',
    })
  })

  it('accepts the images read alike after a confirmation naming how many, then shows them validated', async () => {
    const api = triageApi()
    api.reply('POST /api/ocr/readings/accept', () =>
      api.json({
        accepted: 1,
        saved: { 'b.png': { extracted_text: 'ଘର', validated_text: 'ଘର', status: 'validated' } },
      }),
    )
    await openPage()
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept 1 identical' })))
    expect(confirm).toHaveBeenCalledWith(
      'Accept 1 image whose engines read the same text? Each is validated with that text.',
    )
    expect(api.sent('POST /api/ocr/readings/accept')).toHaveLength(0)

    confirm.mockReturnValue(true)
    await act(async () => fireEvent.click(button('Accept 1 identical')))
    expect(api.sent('POST /api/ocr/readings/accept')[0]?.body).toEqual({ image_filenames: ['b.png'] })
    expect(await screen.findByText('Validated 1 image with the text both engines read.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /identical/ })).toBeNull()
    expect(screen.getByText('Validated 1 / 3')).toBeTruthy()
  })
})
