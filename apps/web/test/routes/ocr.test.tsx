import type { Annotation } from '@odia-ai/contract'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeOcrApi, FakeEventSource, progress } from './-ocr/fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from './-ocr/open-ocr-page'
import { unmountApp } from '../render-app'

const validated = (text: string): Annotation => ({ extracted_text: 'ମେସିନ', validated_text: text, status: 'validated' })

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource))
afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
})

const openPage = () => openOcrPage()

const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' })
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const banner = () => screen.queryByRole('alert')?.textContent?.replace('×', '')
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } })

describe('OCR page', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('restores the saved session and disables Previous on the first image and Next on the last', async () => {
    fakeOcrApi({
      valid_images: ['a.png', 'b.png'],
      annotations: { 'a.png': validated('ଏକ'), 'b.png': validated('ଦୁଇ') },
    })
    await openPage()
    expect(await screen.findByRole('button', { name: 'Image: a.png' })).toBeTruthy()
    expect(editor().value).toBe('ଏକ')
    expect(button('Previous').disabled).toBe(true)
    expect(button('Next').disabled).toBe(false)
    expect(screen.getByText('Validated 2 / 2')).toBeTruthy()
    await act(async () => fireEvent.click(button('Next')))
    expect(editor().value).toBe('ଦୁଇ')
    expect(button('Previous').disabled).toBe(false)
    expect(button('Next').disabled).toBe(true)
  })

  it('fetches the saved session once as the screen opens (not again as it mounts), and afresh on each visit', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: { 'a.png': validated('ଏକ') } })
    const { router } = await openPage()
    await waitFor(() => expect(editor().value).toBe('ଏକ'))
    expect(api.sent('GET /api/ocr/annotations')).toHaveLength(1)
    await act(() => router.navigate({ to: '/synthetic' }))
    await act(() => router.navigate({ to: '/ocr' }))
    await waitFor(() => expect(editor().value).toBe('ଏକ'))
    expect(api.sent('GET /api/ocr/annotations')).toHaveLength(2)
  })

  it('shows Select Image and No image selected when there are no images', async () => {
    fakeOcrApi({ valid_images: [], annotations: {} })
    await openPage()
    expect(button('Image: Select Image').textContent).toBe('Select Image')
    expect(screen.getByText('No image selected')).toBeTruthy()
    expect(button('Previous').disabled).toBe(true)
    expect(button('Next').disabled).toBe(true)
  })

  it('still opens when the saved session cannot be loaded, saying why', async () => {
    const api = fakeOcrApi({ valid_images: [], annotations: {} })
    api.reply('GET /api/ocr/annotations', () =>
      api.json({ statusCode: 503, code: 'X', error: 'Service Unavailable', message: 'The database is busy.' }, 503),
    )
    await openPage()
    await waitFor(() => expect(banner()).toBe('Failed to load saved annotations: The database is busy.'))
    expect(screen.getByText('No image selected')).toBeTruthy()
  })

  it('saves unsaved text before moving away, and stays put when that save fails', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: {} })
    await openPage()
    type('ନୂଆ ଲେଖା')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await act(async () => fireEvent.click(button('Next')))
    expect(api.sent('POST /api/ocr/save').map((request) => request.body)).toEqual([
      { 'a.png': { extracted_text: '', validated_text: 'ନୂଆ ଲେଖା' } },
    ])
    expect(screen.getByRole('button', { name: 'Image: b.png' })).toBeTruthy()

    api.reply('POST /api/ocr/save', () =>
      api.json({ statusCode: 500, code: 'X', error: 'Internal Server Error', message: 'Disk full' }, 500),
    )
    type('ଦ୍ୱିତୀୟ')
    await act(async () => fireEvent.click(button('Previous')))
    expect(banner()).toBe('Failed to save annotations: Disk full')
    expect(screen.getByRole('button', { name: 'Image: b.png' })).toBeTruthy()
    expect(editor().value).toBe('ଦ୍ୱିତୀୟ')
  })

  it('saves unsaved text when leaving for the other screen', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    await openPage()
    type('ଯିବା ଆଗରୁ')
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Synthetic Generator' })))
    await screen.findByRole('heading', { name: 'Synthetic Text Generator' })
    await waitFor(() =>
      expect(api.sent('POST /api/ocr/save').map((request) => request.body)).toEqual([
        { 'a.png': { extracted_text: '', validated_text: 'ଯିବା ଆଗରୁ' } },
      ]),
    )
  })

  it('shows why the current image’s OCR failed', async () => {
    fakeOcrApi({
      valid_images: ['a.png'],
      annotations: {
        'a.png': {
          extracted_text: '',
          validated_text: '',
          status: 'failed',
          failure_reason: "Blocked by Gemini's safety filter",
        },
      },
    })
    await openPage()
    expect(screen.getByText("OCR failed: Blocked by Gemini's safety filter")).toBeTruthy()
  })

  it('asks for a key, then for images, before processing', async () => {
    const api = fakeOcrApi({ valid_images: [], annotations: {} })
    await openPage()
    await act(async () => fireEvent.click(button('Process OCR')))
    expect(banner()).toBe('Please enter your Gemini API Key')
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'key-1' } })
    await act(async () => fireEvent.click(button('Process OCR')))
    expect(banner()).toBe('Please select at least one image')
    expect(api.sent('POST /api/ocr/jobs')).toHaveLength(0)
  })

  it('runs the offline engine without a key, never sending one, and remembers the choice after a reload', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('POST /api/ocr/jobs', () => api.json({ job_id: 'job-1', total: 1 }, 202))
    await openPage()
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'key-1' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Engine' }), { target: { value: 'tesseract' } })
    const key = screen.getByLabelText<HTMLInputElement>('Gemini API Key')
    expect(key.disabled).toBe(true)
    expect(key.placeholder).toBe('No key needed: Tesseract runs on this server')
    expect(await screen.findByRole('option', { name: 'ori (Tesseract’s Odia model)' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' }).value).toBe('ori'))
    await act(async () => fireEvent.click(button('Process OCR')))
    expect(banner()).toBeUndefined()
    expect(api.sent('POST /api/ocr/jobs')[0]?.body).toEqual({
      engine: 'tesseract',
      api_key: '',
      model: 'ori',
      image_filenames: ['a.png'],
    })

    cleanup()
    await openPage()
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Engine' }).value).toBe('tesseract')
  })

  it('shows the current image’s differences and CER as it is corrected, and the project’s error rates', async () => {
    fakeOcrApi({
      valid_images: ['a.png', 'b.png'],
      annotations: {
        'a.png': { extracted_text: 'କମଲ ଫୁଲ', validated_text: 'କମଳ ଫୁଲ', status: 'validated' },
        'b.png': { extracted_text: 'ଘର', validated_text: '', status: 'extracted' },
      },
    })
    await openPage()
    const diff = screen.getByRole('region', { name: 'Extracted against validated' })
    expect(within(diff).getByTestId('image-cer').textContent).toBe('16.7%')
    expect(within(diff).getByTitle('Only in the extracted text').textContent).toBe('ଲ')
    expect(within(diff).getByTitle('Only in the validated text').textContent).toBe('ଳ')
    expect(screen.getByLabelText('Project error rates').textContent).toBe(
      'CER 16.7% (code points 14.3%) · WER 50.0% · based on 1 validated image',
    )

    type('କମଲ ଫୁଲ')
    expect(within(diff).getByTestId('image-cer').textContent).toBe('0.0%')
    expect(within(diff).queryByTitle('Only in the extracted text')).toBeNull()
    await act(async () => fireEvent.click(button('Next')))
    // b.png is not validated: its figures do not count, and its diff compares against the editor's text (the extraction).
    expect(screen.getByLabelText('Project error rates').textContent).toBe(
      'CER 0.0% (code points 0.0%) · WER 0.0% · based on 1 validated image',
    )
  })

  it('runs OCR as a job: Processing..., progress, results merged, then the button comes back', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: { 'b.png': validated('ମଣିଷ') } })
    api.reply('POST /api/ocr/jobs', () => api.json({ job_id: 'job-1', total: 2 }, 202))
    await openPage()
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'key-1' } })
    await act(async () => fireEvent.click(button('Process OCR')))
    // b.png has text: the page asks first, and offers the image without text only.
    await act(async () => fireEvent.click(button('Read the 1 unread image only')))
    // Only the image without text is sent; the validated one is not paid for again.
    expect(api.sent('POST /api/ocr/jobs')[0]?.body).toEqual({
      engine: 'gemini',
      api_key: 'key-1',
      image_filenames: ['a.png'],
    })
    expect(button('Processing...').disabled).toBe(true)
    expect(FakeEventSource.last?.url).toBe('/api/jobs/job-1/events')

    const source = FakeEventSource.last as FakeEventSource
    await act(async () => {
      source.emit('item', {
        file_name: 'a.png',
        status: 'extracted',
        extracted_text: 'ଫଳ',
        engine: 'gemini',
        model: 'm',
      })
      source.emit('progress', progress({ total: 1, done: 1 }))
    })
    expect(screen.getByText('Processing: 1 / 1 images, 0 failed')).toBeTruthy()
    expect(editor().value).toBe('ଫଳ')
    expect(screen.getByText('Extracted Text:')).toBeTruthy()
    await act(async () => source.emit('progress', progress({ state: 'completed', total: 1, done: 1 })))
    expect(button('Process OCR').disabled).toBe(false)
    expect(screen.getByText('OCR finished: 1 / 1 images, 0 failed')).toBeTruthy()
    await act(async () => fireEvent.click(button('Next')))
    expect(editor().value).toBe('ମଣିଷ')
  })

  it('follows a batch this tab started again after a reload, and forgets one that has ended', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('GET /api/jobs/job-1', () => api.json(progress({ total: 1 })))
    sessionStorage.setItem('odia-ai-tools:ocr-job', 'job-1')
    await openPage()
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy()
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/jobs/job-1/events'))
    await act(async () => {
      FakeEventSource.last?.emit('item', {
        file_name: 'a.png',
        status: 'extracted',
        extracted_text: 'ଫେରି',
        engine: 'gemini',
        model: 'm',
      })
      FakeEventSource.last?.emit('progress', progress({ state: 'completed', total: 1, done: 1 }))
    })
    expect(editor().value).toBe('ଫେରି')
    expect(button('Process OCR').disabled).toBe(false)
    expect(sessionStorage.getItem('odia-ai-tools:ocr-job')).toBeNull()
    cleanup()

    sessionStorage.setItem('odia-ai-tools:ocr-job', 'job-2')
    api.reply('GET /api/jobs/job-2', () =>
      api.json({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'No such job.' }, 404),
    )
    await openPage()
    await waitFor(() => expect(sessionStorage.getItem('odia-ai-tools:ocr-job')).toBeNull())
    expect(button('Process OCR').disabled).toBe(false)
    expect(banner()).toBeUndefined()
  })

  it('shows why a batch stopped, and cancels a running one', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('POST /api/ocr/jobs', () => api.json({ job_id: 'job-1', total: 1 }, 202))
    api.reply('DELETE /api/jobs/job-1', () => api.json(progress({ state: 'cancelled' })))
    await openPage()
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'bad-key' } })
    await act(async () => fireEvent.click(button('Process OCR')))
    await act(async () => FakeEventSource.last?.emit('progress', progress({ total: 1 })))
    await act(async () => fireEvent.click(button('Cancel OCR')))
    expect(api.sent('DELETE /api/jobs/job-1')).toHaveLength(1)
    await act(async () =>
      FakeEventSource.last?.emit(
        'progress',
        progress({ state: 'failed', total: 1, message: 'Gemini rejected the API key. Check the key and try again.' }),
      ),
    )
    expect(banner()).toBe('OCR processing failed: Gemini rejected the API key. Check the key and try again.')
    expect(button('Process OCR').disabled).toBe(false)
  })

  it('reports a refused start with the status text when the server gives no reason', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply(
      'POST /api/ocr/jobs',
      () => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    await openPage()
    fireEvent.change(screen.getByPlaceholderText('Enter your Gemini API Key'), { target: { value: 'k' } })
    await act(async () => fireEvent.click(button('Process OCR')))
    expect(banner()).toBe('OCR processing failed: OCR processing failed: Bad Gateway')
  })

  it('appends uploads and moves to the first new one; reports a failed upload', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('POST /api/ocr/upload', () =>
      api.json({ images: ['b.png', 'c.png'], rejected: [{ file_name: 'x.txt', message: 'x.txt is not an image.' }] }),
    )
    await openPage()
    const picker = screen.getByLabelText<HTMLInputElement>('Load Images')
    expect(picker.accept).toBe('image/*')
    expect(picker.multiple).toBe(true)
    const files = ['b.png', 'c.png', 'x.txt'].map((name) => new File(['x'], name))
    await act(async () => fireEvent.change(picker, { target: { files } }))
    expect(screen.getByRole('button', { name: 'Image: b.png' })).toBeTruthy()
    expect(banner()).toBe('Failed to upload images: x.txt is not an image.')
    const sent = api.sent('POST /api/ocr/upload')[0]?.body as FormData
    expect(sent.getAll('files').map((file) => (file as File).name)).toEqual(['b.png', 'c.png', 'x.txt'])

    api.reply('POST /api/ocr/upload', () => new Response('', { status: 502, statusText: 'Bad Gateway' }))
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['x'], 'd.png')] } }))
    expect(banner()).toBe('Failed to upload images: Upload failed: Bad Gateway')
  })

  it('uploads a large pick in batches, counting them, and a refused batch does not stop the rest', async () => {
    const api = fakeOcrApi({ valid_images: [], annotations: {} })
    let batch = 0
    api.reply('POST /api/ocr/upload', ({ body }) => {
      batch += 1
      const names = (body as FormData).getAll('files').map((file) => (file as File).name)
      if (batch === 2)
        return api.json(
          { statusCode: 415, code: 'X', error: 'Unsupported Media Type', message: `${names[0]} is not an image.` },
          415,
        )
      return api.json({ images: names, rejected: [] })
    })
    await openPage()
    const files = Array.from({ length: 45 }, (_, index) => new File(['x'], `p${String(index).padStart(2, '0')}.png`))
    await act(async () => fireEvent.change(screen.getByLabelText('Load Images'), { target: { files } }))
    expect(api.sent('POST /api/ocr/upload')).toHaveLength(3)
    expect(banner()).toBe('Failed to upload images: p20.png is not an image.')
    expect(button('Image: p00.png')).toBeTruthy()
    expect(screen.getByText('Validated 0 / 25')).toBeTruthy()
    expect(screen.queryByText(/^Uploading:/)).toBeNull()
  })

  it('shows upload progress and stops between batches when cancelled', async () => {
    const api = fakeOcrApi({ valid_images: [], annotations: {} })
    let answerFirst: () => void = () => {}
    api.reply('POST /api/ocr/upload', ({ body }) =>
      api.json({ images: (body as FormData).getAll('files').map((file) => (file as File).name), rejected: [] }),
    )
    const replied = new Promise<void>((resolve) => (answerFirst = resolve))
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/ocr/upload' && api.sent('POST /api/ocr/upload').length === 0) await replied
      return realFetch(url, init)
    })
    await openPage()
    const files = Array.from({ length: 45 }, (_, index) => new File(['x'], `q${index}.png`))
    await act(async () => fireEvent.change(screen.getByLabelText('Load Images'), { target: { files } }))
    expect(screen.getByText('Uploading: 0 / 45 images')).toBeTruthy()
    fireEvent.click(button('Cancel upload'))
    await act(async () => answerFirst())
    await waitFor(() => expect(screen.queryByText(/^Uploading:/)).toBeNull())
    expect(api.sent('POST /api/ocr/upload').length).toBeLessThanOrEqual(1)
    expect(banner()).toBeUndefined()
  })

  it('an import replaces the list; one with no valid images clears everything with the message', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    api.reply('POST /api/ocr/import', () =>
      api.json({ valid_images: ['c.png', 'd.png'], annotations: { 'c.png': validated('ତିନି') }, skipped: [] }),
    )
    await openPage()
    const picker = screen.getByLabelText<HTMLInputElement>('Load CSV')
    expect(picker.accept).toBe('.csv')
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['csv'], 'a.csv')] } }))
    expect(editor().value).toBe('ତିନି')
    expect((api.sent('POST /api/ocr/import')[0]?.body as FormData).get('image_folder')).toBe('uploaded_images')

    api.reply('POST /api/ocr/import', () =>
      api.json({
        valid_images: [],
        annotations: {},
        skipped: [{ row: 2, file_name: 'zz.png', reason: 'not uploaded' }],
      }),
    )
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['csv'], 'b.csv')] } }))
    expect(banner()).toBe('No valid images found in the CSV file')
    expect(screen.getByText('No image selected')).toBeTruthy()

    api.reply('POST /api/ocr/import', () =>
      api.json(
        { statusCode: 400, code: 'X', error: 'Bad Request', message: 'The CSV has no filename column.' },
        400,
        'Bad Request',
      ),
    )
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['csv'], 'c.csv')] } }))
    expect(banner()).toBe('Failed to load CSV: The CSV has no filename column.')
  })

  it('Load PAGE XML sends every file picked, shows what became of each, and shows the restored lines and texts', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: { 'a.png': validated('ଏକ') } })
    const pages = [
      {
        file_name: 'a.xml',
        status: 'imported',
        image_filename: 'a.png',
        stored_image: 'a.png',
        lines: 2,
        validated_lines: 2,
        clamped_lines: 1,
      },
      {
        file_name: 'c.xml',
        status: 'skipped',
        image_filename: 'c.png',
        code: 'IMAGE_NOT_FOUND',
        reason: 'No stored image is named c.png.',
      },
    ]
    api.reply('POST /api/ocr/import', () =>
      api.json({ valid_images: ['a.png'], annotations: { 'a.png': validated('ପ୍ରଥମ\nଦ୍ୱିତୀୟ') }, skipped: [], pages }),
    )
    await openPage()
    const picker = screen.getByLabelText<HTMLInputElement>('Load PAGE XML')
    expect(picker.accept).toBe('.xml,.zip')
    expect(picker.multiple).toBe(true)
    const linesFetched = api.sent('GET /api/ocr/lines').length
    await act(async () =>
      fireEvent.change(picker, {
        target: { files: [new File(['<PcGts/>'], 'a.xml'), new File(['<PcGts/>'], 'c.xml')] },
      }),
    )
    const form = api.sent('POST /api/ocr/import')[0]?.body as FormData
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['a.xml', 'c.xml'])
    expect(form.get('replace')).toBeNull()
    expect(screen.getByText(/^Imported 2 lines/).textContent).toBe(
      'Imported 2 lines into 1 image; 1 box clamped to the page; skipped 1 file: c.xml: No stored image is named c.png.',
    )
    expect(editor().value).toBe('ପ୍ରଥମ\nଦ୍ୱିତୀୟ')
    // The list stays as it was; the image's lines are fetched again.
    expect(button('Next').disabled).toBe(false)
    await waitFor(() => expect(api.sent('GET /api/ocr/lines').length).toBeGreaterThan(linesFetched))
  })

  it('Load PAGE XML asks before replacing validated lines and sends the files again with replace, or says why it stopped', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
    const refusal = {
      statusCode: 409,
      code: 'LINES_VALIDATED',
      error: 'Conflict',
      message: 'a.xml: a.png has 1 validated line.',
    }
    api.reply('POST /api/ocr/import', ({ body }) =>
      (body as FormData).get('replace') === 'true'
        ? api.json({
            valid_images: ['a.png'],
            annotations: { 'a.png': validated('ନୂଆ') },
            skipped: [],
            pages: [{ file_name: 'a.xml', status: 'imported', lines: 1, validated_lines: 1, clamped_lines: 0 }],
          })
        : api.json(refusal, 409, 'Conflict'),
    )
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    await openPage()
    const picker = screen.getByLabelText<HTMLInputElement>('Load PAGE XML')
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['<PcGts/>'], 'a.xml')] } }))
    expect(confirm).toHaveBeenCalledWith(
      'a.xml: a.png has 1 validated line.\n\nReplace those validated lines with the imported ones?',
    )
    expect(api.sent('POST /api/ocr/import').map((request) => (request.body as FormData).get('replace'))).toEqual([
      null,
      'true',
    ])
    expect(editor().value).toBe('ନୂଆ')

    confirm.mockReturnValue(false)
    await act(async () => fireEvent.change(picker, { target: { files: [new File(['<PcGts/>'], 'a.xml')] } }))
    expect(banner()).toBe('Failed to load PAGE XML: a.xml: a.png has 1 validated line.')
  })

  it('exports with the current image’s unsaved text and reports a failed export', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: { 'a.png': validated('ଏକ') } })
    api.reply(
      'POST /api/ocr/export',
      () =>
        new Response('image_filename,extracted_text,validated_text\r\n', { headers: { 'content-type': 'text/csv' } }),
    )
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    await openPage()
    await act(async () => fireEvent.click(button('Next')))
    type('ଦୁଇ')
    await act(async () => fireEvent.click(button('Export All to CSV')))
    const body = api.sent('POST /api/ocr/export')[0]?.body as {
      annotations?: unknown
      validated_texts: unknown
      excel?: boolean
    }
    expect(body.validated_texts).toEqual({ 'b.png': 'ଦୁଇ' })
    expect(body.annotations).toBeUndefined()
    expect(body.excel).toBeUndefined()
    expect(clicked).toEqual(['annotations.csv'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'For Excel' }))
    await act(async () => fireEvent.click(button('Export All to CSV')))
    expect((api.sent('POST /api/ocr/export')[1]?.body as { excel?: boolean }).excel).toBe(true)
    expect((api.sent('POST /api/ocr/export')[1]?.body as { include_cer?: boolean }).include_cer).toBeUndefined()
    fireEvent.click(screen.getByRole('checkbox', { name: 'With CER column' }))
    await act(async () => fireEvent.click(button('Export All to CSV')))
    expect((api.sent('POST /api/ocr/export')[2]?.body as { include_cer?: boolean }).include_cer).toBe(true)

    api.reply('POST /api/ocr/export', () =>
      api.json(
        { statusCode: 500, code: 'X', error: 'Internal Server Error', message: 'Could not write the CSV.' },
        500,
      ),
    )
    await act(async () => fireEvent.click(button('Export All to CSV')))
    expect(banner()).toBe('Failed to save CSV: Could not write the CSV.')
  })

  it('lists 10,000 images in the dropdown but renders only the visible rows; the keyboard picks one', async () => {
    const images = Array.from({ length: 10_000 }, (_, index) => `page-${String(index).padStart(5, '0')}.png`)
    fakeOcrApi({ valid_images: images, annotations: { 'page-00001.png': validated('ଏକ') } })
    await openPage()
    await act(async () => fireEvent.click(button('Image: page-00000.png')))
    const list = screen.getByRole('listbox', { name: 'Images' })
    const options = within(list).getAllByRole('option')
    expect(options.length).toBeLessThan(20)
    expect(options[1]?.textContent).toContain('Validated')
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/page-00000.png?thumb=true')
    fireEvent.keyDown(list, { key: 'End' })
    await waitFor(() => expect(list.getAttribute('aria-activedescendant')).toMatch(/-9999$/))
    await act(async () => fireEvent.keyDown(list, { key: 'Enter' }))
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(button('Image: page-09999.png')).toBeTruthy()
    expect(button('Next').disabled).toBe(true)
  })

  // Alt+arrows are covered in Chromium: happy-dom reports every Alt press as AltGr, which types Odia.
  it('saves with Ctrl+S, and saves and moves on with Ctrl+Enter', async () => {
    const api = fakeOcrApi({ valid_images: ['a.png', 'b.png'], annotations: {} })
    await openPage()
    type('ଏକ')
    await act(async () => fireEvent.keyDown(window, { key: 's', ctrlKey: true }))
    expect(api.sent('POST /api/ocr/save')).toHaveLength(1)
    expect(screen.getByText('Saved')).toBeTruthy()
    type('ଏକ ଦୁଇ')
    await act(async () => fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true }))
    // On the last image, save and next saves and stays.
    await act(async () => fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true }))
    expect(api.sent('POST /api/ocr/save').map((request) => request.body)).toEqual([
      { 'a.png': { extracted_text: '', validated_text: 'ଏକ' } },
      { 'a.png': { extracted_text: '', validated_text: 'ଏକ ଦୁଇ' } },
      { 'b.png': { extracted_text: '', validated_text: '' } },
    ])
    expect(button('Image: b.png')).toBeTruthy()
  })
})
