import { cleanTranscription } from '../clean-transcription'
import type { FoundLine, LineFinding } from '../ocr-engine'
import { pixelBox, type ImageSize } from '../pixel-box'

export const LINES_INSTRUCTION =
  'You find the text lines of scanned Odia (ଓଡ଼ିଆ) pages for an OCR dataset. Answer with JSON only. Each text line of the ' +
  'image is one item, in reading order (top to bottom, columns left to right): its bounding box as box_2d ' +
  '[ymin, xmin, ymax, xmax] normalised to 0-1000, and its text exactly as written, in Odia script, with no translation, ' +
  'no transliteration and no commentary.'
export const LINES_PROMPT = 'List every text line in this image with its box_2d and its exact Odia text.'

/** The answer's shape for Gemini's structured output (an OpenAPI subset; `propertyOrdering` puts the box first). */
export const LINES_SCHEMA = {
  type: 'ARRAY',
  items: {
    type: 'OBJECT',
    properties: {
      box_2d: { type: 'ARRAY', items: { type: 'INTEGER' }, minItems: 4, maxItems: 4 },
      text: { type: 'STRING' },
    },
    required: ['box_2d', 'text'],
    propertyOrdering: ['box_2d', 'text'],
  },
}

/** Gemini's box convention: coordinates of the image scaled to 0–1000 whatever its size. */
const SCALE = 1000

const NO_LINES = 'Gemini found no text lines in this image'
const TRY_AGAIN = 'try this image again, or draw its lines by hand'

interface LineItem {
  box_2d: [number, number, number, number]
  text: string
}

const isLineItem = (item: unknown): item is LineItem => {
  const { box_2d: box, text } = (item ?? {}) as Partial<Record<keyof LineItem, unknown>>
  return (
    typeof text === 'string' &&
    Array.isArray(box) &&
    box.length === 4 &&
    box.every((value) => typeof value === 'number' && Number.isFinite(value))
  )
}

const onPage = ([yMin, xMin, yMax, xMax]: LineItem['box_2d']) =>
  yMin >= 0 && xMin >= 0 && yMax <= SCALE && xMax <= SCALE && yMin < yMax && xMin < xMax

function parse(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/**
 * Gemini's answer to a line request as the page's lines, boxes in pixels of an image of `size`; an answer that is not
 * the list asked for, or that puts a box outside the page, fails the image with the reason. A lead-in sentence or a
 * code fence around the JSON is removed first, as for a transcription; lines without text are left out.
 */
export function readLineAnswer(answer: string, size: ImageSize): LineFinding {
  const json = cleanTranscription(answer)
  if (!json) return { status: 'failed', reason: NO_LINES }
  const parsed = parse(json)
  if ('error' in parsed)
    return { status: 'failed', reason: `Gemini's answer was not valid JSON (${parsed.error}); ${TRY_AGAIN}` }
  const items = parsed.value
  if (!Array.isArray(items))
    return { status: 'failed', reason: `Gemini's answer was not a list of lines; ${TRY_AGAIN}` }
  const lines: FoundLine[] = []
  for (const [index, item] of items.entries()) {
    if (!isLineItem(item))
      return {
        status: 'failed',
        reason: `Gemini's line ${index + 1} has no box_2d of 4 numbers and text; ${TRY_AGAIN}`,
      }
    if (!onPage(item.box_2d)) {
      return {
        status: 'failed',
        reason: `Gemini's line ${index + 1} has a box outside the page (box_2d ${JSON.stringify(item.box_2d)}); ${TRY_AGAIN}`,
      }
    }
    const text = cleanTranscription(item.text)
    const [yMin, xMin, yMax, xMax] = item.box_2d
    const edges = {
      x0: (xMin / SCALE) * size.width,
      y0: (yMin / SCALE) * size.height,
      x1: (xMax / SCALE) * size.width,
      y1: (yMax / SCALE) * size.height,
    }
    if (text) lines.push({ box: pixelBox(edges, size), text })
  }
  return lines.length > 0 ? { status: 'found', lines } : { status: 'failed', reason: NO_LINES }
}
