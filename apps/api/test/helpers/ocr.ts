import type { App } from '../../src/app'
import { makeImage, multipart, type FilePart, type TestFormat } from './images'

/** Uploads files through `POST /api/ocr/upload` and answers the response. */
export async function upload(app: App, files: Array<Omit<FilePart, 'name'>>) {
  const body = await multipart(files.map((file) => ({ name: 'files', ...file })))
  return app.inject({ method: 'POST', url: '/api/ocr/upload', ...body })
}

/** Uploads one generated image per name (distinct pixels each) and answers the stored names. */
export async function uploadImages(app: App, names: string[], format: TestFormat = 'png'): Promise<string[]> {
  const files = await Promise.all(names.map(async (filename, index) => ({ filename, bytes: await makeImage(format, index + 1) })))
  const response = await upload(app, files)
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`)
  return response.json<{ images: string[] }>().images
}

export type Texts = Record<string, { extracted_text: string; validated_text: string }>

/** Uploads an image for each name and saves its texts, as a person's save would. */
export async function storeTexts(app: App, texts: Texts) {
  await uploadImages(app, Object.keys(texts))
  const response = await app.inject({ method: 'POST', url: '/api/ocr/save', payload: texts })
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`)
}
