import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { csvOf, ocrPage } from './support/ocr-page'
import { renderOdiaPng, type RenderedImage } from './support/render-odia-png'

/** Drops files on the screen as a file manager would: a drag carrying them, then the drop. */
async function dropFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const transfer = await page.evaluateHandle(
    (payload) => {
      const data = new DataTransfer()
      for (const file of payload)
        data.items.add(
          new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.mimeType }),
        )
      return data
    },
    files.map(({ name, mimeType, buffer }) => ({ name, mimeType, base64: buffer.toString('base64') })),
  )
  const target = page.getByRole('heading', { name: 'Odia OCR Annotation Tool' })
  await target.dispatchEvent('dragover', { dataTransfer: transfer })
  await expect(page.getByText('Drop images to upload them, a CSV or PAGE XML to import it')).toBeVisible()
  await target.dispatchEvent('drop', { dataTransfer: transfer })
}

test('dropped files go to their place: images uploaded, then the CSV imported; other files named, not sent', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const images: RenderedImage[] = [await renderOdiaPng(page, 'a.png', 'କ'), await renderOdiaPng(page, 'b.png', 'ଖ')]
  const csv = { name: 'annotations.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf([['b.png', '', 'ଖ ଲେଖା']])) }
  const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not for the tool') }
  const imported = page.waitForResponse((response) => response.url().endsWith('/api/ocr/import'))
  await dropFiles(page, [...images, csv, notes])
  await imported
  await expect(ocr.picker).toHaveText('b.png')
  await expect(ocr.editor).toHaveValue('ଖ ଲେଖା')
  await expect(page.getByText('Left out 1 file that is not an image, a CSV or PAGE XML: notes.txt.')).toBeVisible()
  await expect(page.getByText('Drop images to upload them, a CSV or PAGE XML to import it')).toHaveCount(0)
})

test('Load Folder picks a folder and uploads the images inside it, subfolders too, and nothing else', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const folder = mkdtempSync(join(tmpdir(), 'odia-folder-'))
  try {
    mkdirSync(join(folder, 'chapter-2'))
    writeFileSync(join(folder, 'p1.png'), (await renderOdiaPng(page, 'p1.png', 'କ')).buffer)
    writeFileSync(join(folder, 'chapter-2', 'p2.png'), (await renderOdiaPng(page, 'p2.png', 'ଖ')).buffer)
    writeFileSync(join(folder, 'readme.txt'), 'scanned at 300 dpi')
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ocr/upload'))
    await ocr.loadFolder.setInputFiles(folder)
    const answer = await (await answered).json()
    expect([...answer.images].sort()).toEqual(['p1.png', 'p2.png'])
    // The text file was never sent, so the server had nothing to refuse.
    expect(answer.rejected).toEqual([])
    await expect(ocr.banner).toHaveCount(0)
    await ocr.picker.click()
    await expect(ocr.listbox.getByRole('option')).toHaveCount(2)
    await expect(page.getByText('Left out 1 file of the folder that is not an image.')).toBeVisible()
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
