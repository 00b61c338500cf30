import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import type { RenderedImage } from './render-odia-png'

/** The OCR screen as a user meets it: its controls by their visible names. */
export function ocrPage(page: Page) {
  const banner = page.getByRole('alert')
  return {
    banner,
    bannerMessage: banner.locator('.ocr-error__message'),
    keyField: page.getByPlaceholder('Enter your Gemini API Key'),
    loadFolder: page.getByLabel('Load Folder'),
    loadImages: page.getByLabel('Load Images'),
    loadCsv: page.getByLabel('Load CSV'),
    processButton: page.getByRole('button', { name: /^(Process OCR|Processing\.\.\.)$/ }),
    exportButton: page.getByRole('button', { name: 'Export All to CSV' }),
    previous: page.getByRole('button', { name: 'Previous', exact: true }),
    next: page.getByRole('button', { name: 'Next', exact: true }),
    picker: page.getByRole('button', { name: /^Image: / }),
    listbox: page.getByRole('listbox', { name: 'Images' }),
    editor: page.getByRole('textbox', { name: 'Validated text' }),
    saveButton: page.getByRole('button', { name: 'Save Current Image' }),
    viewerImage: page.locator('.ocr-viewer__image'),
    extracted: page.locator('.text-editor__extracted'),
    saveState: page.locator('.ocr-save-status__state'),
    counter: page.locator('.ocr-save-status__count'),
    job: page.locator('.ocr-progress--job'),

    async open() {
      await page.goto('/ocr')
      await page.getByRole('heading', { name: 'Odia OCR Annotation Tool' }).waitFor()
    },

    /** Picks files with `Load Images` and waits until the page has taken the server's answer in. */
    async upload(images: Array<Pick<RenderedImage, 'name' | 'mimeType' | 'buffer'>>) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/ocr/upload'))
      await this.loadImages.setInputFiles(images.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
      await answered
      await expect(this.loadImages).toBeEnabled()
    },

    /** Picks a CSV with `Load CSV` and waits until the page has taken the server's answer in. */
    async importCsv(name: string, csv: string) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/ocr/import'))
      await this.loadCsv.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
      await answered
      await expect(this.loadCsv).toBeEnabled()
    },

    /** Clicks `Export All to CSV` and returns the downloaded file's name and text. */
    async exportCsv() {
      const download = page.waitForEvent('download')
      await this.exportButton.click()
      const file = await download
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') }
    },
  }
}

/** A CSV in our export's shape, quoting every cell (RFC 4180). */
export function csvOf(rows: Array<[string, string, string]>): string {
  const cell = (value: string) => `"${value.replace(/"/g, '""')}"`
  const lines = [['image_filename', 'extracted_text', 'validated_text'], ...rows].map((row) => row.map(cell).join(','))
  return `${lines.join('\r\n')}\r\n`
}
