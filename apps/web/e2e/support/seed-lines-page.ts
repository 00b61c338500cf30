import type { OcrLine } from '@odia-ai/contract'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { renderOdiaPage, type RenderedPage } from './render-odia-page'

// The ink on the page, and what an engine made of it (the second line wrong).
export const TRUTH = ['ଓଡ଼ିଆ ଭାଷା', 'କା କେ', 'ନମସ୍କାର ବନ୍ଧୁ']
export const EXTRACTED = ['ଓଡ଼ିଆ ଭାଷା', 'କ କେ', 'ନମସ୍କାର ବନ୍ଧୁ']

/** Uploads a rendered page through the API and gives it its lines, as line finding would. */
export async function seedPage(page: Page, request: APIRequestContext): Promise<RenderedPage> {
  await page.goto('/ocr')
  const rendered = await renderOdiaPage(page, 'ପୃଷ୍ଠା.png', TRUTH)
  const uploaded = await request.post('/api/ocr/upload', {
    multipart: { files: { name: rendered.name, mimeType: rendered.mimeType, buffer: rendered.buffer } },
  })
  expect(uploaded.ok()).toBe(true)
  const lines = rendered.boxes.map((box, index) => ({ box, extracted_text: EXTRACTED[index]!, validated_text: '' }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: rendered.name, lines } })).ok()).toBe(true)
  return rendered
}

export const storedLines = async (request: APIRequestContext, name: string): Promise<OcrLine[]> =>
  (await (await request.get(`/api/ocr/lines?image_filename=${encodeURIComponent(name)}`)).json()).lines
