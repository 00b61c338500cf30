import type { LineBox } from '@odia-ai/contract'
import type { Page } from '@playwright/test'

export interface RenderedPage {
  name: string
  mimeType: 'image/png'
  buffer: Buffer
  width: number
  height: number
  /** Each line's ink box, measured by the canvas that drew it, in image pixels. */
  boxes: LineBox[]
}

/** How the lines are laid out: the page's width (and least height), each line's step down, and its step right. */
export interface PageLayout {
  width: number
  minHeight: number
  lineStep: number
  indent: number
}

/**
 * A page of Odia text lines, one under the other in the bundled Noto Sans Oriya (each line drawn whole, so it
 * shapes), with every line's ink box as the canvas measured it. The page must be on the app, which declares the font.
 */
export async function renderOdiaPage(
  page: Page,
  name: string,
  lines: string[],
  layout: PageLayout = { width: 900, minHeight: 0, lineStep: 90, indent: 20 },
): Promise<RenderedPage> {
  const drawn = await page.evaluate(
    async ({ texts, layout: { width, minHeight, lineStep, indent } }) => {
      const font = '36px "Noto Sans Oriya"'
      await document.fonts.load(font, texts.join(''))
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = Math.max(minHeight, 120 + texts.length * lineStep)
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.fillStyle = '#111111'
      context.font = font
      context.textBaseline = 'alphabetic'
      const boxes = texts.map((text, index) => {
        const [x, baseline] = [60 + index * indent, 100 + index * lineStep]
        context.fillText(text, x, baseline)
        const ink = context.measureText(text)
        const [left, top] = [
          Math.floor(x - ink.actualBoundingBoxLeft),
          Math.floor(baseline - ink.actualBoundingBoxAscent),
        ]
        const [right, bottom] = [
          Math.ceil(x + ink.actualBoundingBoxRight),
          Math.ceil(baseline + ink.actualBoundingBoxDescent),
        ]
        return [left - 4, top - 4, right - left + 8, bottom - top + 8]
      })
      return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height, boxes }
    },
    { texts: lines, layout },
  )
  const buffer = Buffer.from(drawn.dataUrl.slice(drawn.dataUrl.indexOf(',') + 1), 'base64')
  return {
    name,
    mimeType: 'image/png',
    buffer,
    width: drawn.width,
    height: drawn.height,
    boxes: drawn.boxes as LineBox[],
  }
}
