import type { App } from '../../src/app'
import { makeImage, multipart, type FilePart, type TestFormat } from './images'

/** `url` addressed to a project (`?project=<id>`), or as it is for the default project. */
export const inProject = (url: string, project?: number) =>
  project === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}project=${project}`

/** Uploads files through `POST /api/ocr/upload` (to a project, when given) and answers the response. */
export async function upload(app: App, files: Array<Omit<FilePart, 'name'>>, project?: number) {
  const body = await multipart(files.map((file) => ({ name: 'files', ...file })))
  return app.inject({ method: 'POST', url: inProject('/api/ocr/upload', project), ...body })
}

/** Uploads one generated image per name (distinct pixels each, or from `seed` on) and answers the stored names. */
export async function uploadImages(
  app: App,
  names: string[],
  format: TestFormat = 'png',
  { project, seed = 1 }: { project?: number; seed?: number } = {},
): Promise<string[]> {
  const files = await Promise.all(
    names.map(async (filename, index) => ({ filename, bytes: await makeImage(format, index + seed) })),
  )
  const response = await upload(app, files, project)
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`)
  return response.json<{ images: string[] }>().images
}

export type Texts = Record<string, { extracted_text: string; validated_text: string }>

/** Uploads an image for each name and saves its texts (in a project, when given), as a person's save would. */
export async function storeTexts(app: App, texts: Texts, project?: number) {
  await uploadImages(app, Object.keys(texts), 'png', { project })
  const response = await app.inject({ method: 'POST', url: inProject('/api/ocr/save', project), payload: texts })
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`)
}

/** Creates a project through `POST /api/projects` and answers its id. */
export async function createProject(app: App, name: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/projects', payload: { name } })
  if (response.statusCode !== 201) throw new Error(`project not created: ${response.body}`)
  return response.json<{ id: number }>().id
}

/** Saves an image's validated text through `POST /api/ocr/save`, as `by` when given. */
export const saveText = (
  app: App,
  name: string,
  text: string,
  { by, project }: { by?: string; project?: number } = {},
) =>
  app.inject({
    method: 'POST',
    url: inProject('/api/ocr/save', project),
    payload: { [name]: { validated_text: text, ...(by === undefined ? {} : { saved_by: by }) } },
  })
