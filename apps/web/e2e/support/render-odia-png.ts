import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'

export interface RenderedImage {
  name: string
  mimeType: 'image/png'
  buffer: Buffer
  text: string
  sha256: string
}

/**
 * Draws `text` as one line in the bundled Noto Sans Oriya on a canvas in the page (the whole string at
 * once, so conjuncts and vowel signs shape), and returns the PNG bytes, ready for `setInputFiles`.
 * The page must be on the app, which declares the font.
 */
export async function renderOdiaPng(page: Page, name: string, text: string): Promise<RenderedImage> {
  const dataUrl = await page.evaluate(async (line) => {
    const font = '40px "Noto Sans Oriya"'
    await document.fonts.load(font, line)
    if (!document.fonts.check(font, line)) throw new Error('Noto Sans Oriya did not load')
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.font = font
    canvas.width = Math.ceil(context.measureText(line).width) + 48
    canvas.height = 96
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.fillStyle = '#111111'
    context.font = font
    context.textBaseline = 'middle'
    context.fillText(line, 24, canvas.height / 2)
    return canvas.toDataURL('image/png')
  }, text)
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  return { name, mimeType: 'image/png', buffer, text, sha256: createHash('sha256').update(buffer).digest('hex') }
}
