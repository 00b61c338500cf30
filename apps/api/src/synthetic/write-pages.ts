import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { FontStyle, PageTask, RenderedPageInfo, RenderPool } from '@odia-ai/renderer'
import type { ExportLine } from '../datasets/export-page'
import type { FormatLine } from '../datasets/line-formats/line-format'
import { pageXml } from '../datasets/page-xml/page-xml-writer'
import { imageStem } from './write-dataset'
import { writeStaged, type StagedJobOptions, type WrittenDataset } from './write-staged'

export interface WritePagesOptions extends StagedJobOptions {
  pool: RenderPool
  pages: PageTask[]
  /** The catalog's styles by id: a crop's family and weight. */
  styles: Map<string, FontStyle>
  /** The `seed` column: the job's. */
  seed: number
  /** When the job started: the PAGE XML files' Created time. */
  now: Date
  onPages: (count: number) => void
}

/**
 * A page's lines as crops with their metadata columns: the line's font, size and paper as other modes record them,
 * `variant` 1 (a line is drawn once), the crop's size, and in `params` where it is on which page.
 */
function cropLines(
  task: PageTask,
  page: RenderedPageInfo,
  pageFile: string,
  firstLine: number,
  options: WritePagesOptions,
): FormatLine[] {
  return task.lines.map((line, index) => {
    const { box, outline, crop } = page.lines[index]!
    const { family, weight } = options.styles.get(line.style)!
    const params = {
      page: pageFile,
      line: index + 1,
      box,
      ...(outline ? { outline } : {}),
      columns: task.columns,
      rotation: task.rotation,
      ...(task.look ? { look: task.look } : {}),
    }
    const columns = {
      mode: 'page',
      font: line.style,
      size: line.size,
      background: task.look?.paper ?? '#ffffff',
      params: JSON.stringify(params),
    }
    return {
      stem: imageStem(firstLine + index),
      extension: 'png',
      text: line.text,
      columns: { ...columns, family, weight, seed: options.seed, variant: 1, width: crop.width, height: crop.height },
    }
  })
}

/**
 * Renders the pages on the pool, whose workers write `pages/NNNNNN.png` (`.jpg` with the scan look) and each line's
 * crop where the format keeps images (numbered through the job); each page's PAGE XML (`pages/NNNNNN.xml`, the
 * annotation tool's writer) goes before its crops' rows. Staged and published as every job is (writeStaged).
 */
export async function writePages(options: WritePagesOptions): Promise<WrittenDataset> {
  const { pool, pages, signal } = options
  const firstLines: number[] = []
  pages.reduce((first, page) => (firstLines.push(first), first + page.lines.length), 0)
  return writeStaged(options, ['pages'], async ({ staging, saveAs, add }) => {
    const files = (index: number) => ({
      page: join(staging, 'pages', imageStem(index)),
      crops: pages[index]!.lines.map((_, line) => saveAs!(imageStem(firstLines[index]! + line))),
    })
    let index = 0
    for await (const [page] of pool.renderPagesInOrder(pages, files, signal)) {
      if (signal.aborted) break
      const task = pages[index]!
      const image = `${imageStem(index)}.${page!.ext}`
      const lines: ExportLine[] = task.lines.map((line, at) => ({
        index: at,
        box: page!.lines[at]!.box,
        ...(page!.lines[at]!.outline ? { outline: page!.lines[at]!.outline } : {}),
        text: line.text,
        validated: true,
      }))
      const xml = { path: `pages/${imageStem(index)}.xml`, data: pageXml(page!, lines, image, options.now) }
      await add(cropLines(task, page!, `pages/${image}`, firstLines[index]!, options), [xml])
      options.onPages(1)
      index += 1
    }
    // Pages the workers wrote ahead of a cancel have no rows: they go, as their crops do.
    const listed = new Set(Array.from({ length: index }, (_, page) => imageStem(page)))
    const written = await readdir(join(staging, 'pages'))
    await Promise.all(
      written
        .filter((name) => !listed.has(name.slice(0, name.indexOf('.'))))
        .map((name) => rm(join(staging, 'pages', name))),
    )
    return index === pages.length
  })
}
