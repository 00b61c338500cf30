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
