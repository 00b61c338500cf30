// A project of validated lines for the training tests: pages drawn by the renderer, uploaded and their lines saved
// through the API, as a person would have validated them.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { App } from '../../src/app'
import { renderLinePage } from '../../src/eval/line-page'
import { shippedOri, startingPoint } from '../../src/training/starting-point'
import { layWorkDir } from '../../src/training/work-dir'
import { encodingFailure } from '../../src/training/unicharset'
import { createProject, inProject, upload } from './ocr'

/**
 * Uploads `pages` pages of `linesPerPage` lines each into a new project and saves their lines, validated; a line whose
 * text ori's unicharset cannot spell is stored without a validated text. Answers the project and the validated lines.
 */
export async function projectWithValidatedLines(
  app: App,
  { pages, linesPerPage, scratch }: { pages: number; linesPerPage: number; scratch: string },
): Promise<{ project: number; validated: number }> {
  const { unicharset } = await layWorkDir(join(scratch, 'unicharset'), shippedOri(), shippedOri())
  const project = await createProject(app, `Book ${Math.random().toString(36).slice(2, 8)}`)
  let validated = 0
  for (let number = 1; number <= pages; number++) {
    const page = await renderLinePage({ lines: linesPerPage, seed: number })
    const name = `page-${number}.png`
    const uploaded = await upload(app, [{ filename: name, bytes: page.png }], project)
    if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`)
    const lines = page.lines.map(({ box, text }) => {
      const encodes = encodingFailure(text, unicharset) < 0
      if (encodes) validated += 1
      return { box, validated_text: encodes ? text : '' }
    })
    const saved = await app.inject({
      method: 'PUT',
      url: inProject('/api/ocr/lines', project),
      payload: { image_filename: name, lines },
    })
    if (saved.statusCode !== 200) throw new Error(`saving lines failed: ${saved.body}`)
  }
  return { project, validated }
}

/** A folder shaped as the shipped base model's (`best/odia-base.traineddata.gz`), holding ori recovered to float. */
export function baseModelFixture(dir: string): string {
  mkdirSync(join(dir, 'best'), { recursive: true })
  writeFileSync(join(dir, 'best', 'odia-base.traineddata.gz'), gzipSync(startingPoint(undefined).traineddata))
  return dir
}
