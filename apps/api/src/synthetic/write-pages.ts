import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PageTask, RenderedPageInfo, RenderPool } from '@odia-ai/renderer'
import type { ExportLine } from '../datasets/export-page'
import { pageXml } from '../datasets/line-formats/page-xml'
import { metadataLine } from './metadata-csv'
import { writeStaged, type StagedJobOptions } from './write-dataset'

export interface WritePagesOptions extends StagedJobOptions {
  pool: RenderPool
  pages: PageTask[]
  /** When the job started: the PAGE XML files' Created time. */
  now: Date
  onPages(count: number): void
}

const numbered = (index: number) => String(index + 1).padStart(6, '0')

/** Each line's metadata row: its crop labelled with its text, and in `params` where it is on which page. */
function rows(task: PageTask, page: RenderedPageInfo, pageFile: string, firstLine: number): string {
  return task.lines
    .map((line, index) => {
      const { box, outline } = page.lines[index]!
      const params = { page: pageFile, line: index + 1, box, ...(outline ? { outline } : {}), columns: task.columns, rotation: task.rotation, ...(task.look ? { look: task.look } : {}) }
      return metadataLine({
        file_name: `images/${numbered(firstLine + index)}.png`,
        text: line.text,
        mode: 'page',
        font: line.style,
        size: line.size,
        background: task.look?.paper ?? '#ffffff',
        params: JSON.stringify(params),
      })
    })
    .join('')
}

/**
 * Renders the pages on the pool, whose workers write `pages/NNNNNN.png` (`.jpg` with the scan look) and each line's
 * crop `images/NNNNNN.png` (numbered through the job); here each page's PAGE XML (`pages/NNNNNN.xml`, the annotation
 * tool's writer) and then its rows of metadata.csv are written. Staged and published as writeDataset does; returns
 * the crops' paths relative to the job folder.
 */
export async function writePages(options: WritePagesOptions): Promise<string[]> {
  const { pool, pages, signal } = options
  const firstLines: number[] = []
  pages.reduce((first, page) => (firstLines.push(first), first + page.lines.length), 0)
  return writeStaged(options, ['images', 'pages'], async (staging, metadata) => {
    const files: string[] = []
    const stems = (index: number) => ({
      page: join(staging, 'pages', numbered(index)),
      crops: pages[index]!.lines.map((_, line) => join(staging, 'images', numbered(firstLines[index]! + line))),
    })
    let index = 0
    for await (const [page] of pool.renderPagesInOrder(pages, stems)) {
      if (signal.aborted) break
      const task = pages[index]!
      const image = `${numbered(index)}.${page!.ext}`
      const lines: ExportLine[] = task.lines.map((line, at) => ({ index: at, ...page!.lines[at]!, text: line.text, validated: true }))
      await writeFile(join(staging, 'pages', `${numbered(index)}.xml`), pageXml(page!, lines, image, options.now))
      await metadata.write(rows(task, page!, `pages/${image}`, firstLines[index]!))
      files.push(...task.lines.map((_, line) => `images/${numbered(firstLines[index]! + line)}.png`))
      options.onPages(1)
      index += 1
    }
    // Pages the workers wrote ahead of a cancel have no rows: they go, as their crops do.
    const listed = new Set(Array.from({ length: index }, (_, page) => numbered(page)))
    const written = await readdir(join(staging, 'pages'))
    await Promise.all(written.filter((name) => !listed.has(name.slice(0, name.indexOf('.')))).map((name) => rm(join(staging, 'pages', name))))
    return { files, complete: index === pages.length }
  })
}
