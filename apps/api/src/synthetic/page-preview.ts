import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PREVIEW_LIMIT, type GenerateResponse } from '@odia-ai/contract'

/**
 * The first PREVIEW_LIMIT pages a page job published, each image (`.png`, or `.jpg` with the scan look) with its PAGE
 * XML, as links from the server base: the page draws each page with its line outlines from the XML.
 */
export async function pagePreview(outputRoot: string, folder: string): Promise<NonNullable<GenerateResponse['pages']>> {
  const names = await readdir(join(outputRoot, folder, 'pages')).catch(() => [])
  const base = `output/${folder}/pages`
  return names
    .filter((name) => !name.endsWith('.xml'))
    .sort()
    .slice(0, PREVIEW_LIMIT)
    .map((image) => ({ image: `${base}/${image}`, xml: `${base}/${image.slice(0, image.lastIndexOf('.'))}.xml` }))
}
