import { type AnnotationMap, type ImageAgreement, ownValue } from '@odia-ai/contract'
import { statusOf } from '../common/annotation-view'

/** How the image list can be ordered: as uploaded, by file name, or the images the engines disagree on most first. */
export const IMAGE_ORDERS = {
  upload: { label: 'Upload order' },
  name: { label: 'File name (2 before 10)' },
  disagreement: { label: 'Most disagreement first' },
} as const

export type ImageOrder = keyof typeof IMAGE_ORDERS
export const IMAGE_ORDER_NAMES = Object.keys(IMAGE_ORDERS) as ImageOrder[]
export const isImageOrder = (value: unknown): value is ImageOrder =>
  typeof value === 'string' && Object.hasOwn(IMAGE_ORDERS, value)

/** Each read image's agreement, by file name (an image no engine read is missing). */
export type Agreements = Record<string, ImageAgreement>

/**
 * The list's positions (`rows`) with the most disagreement first: ties keep their order in `rows`, and images not yet
 * read by two engines come last, in their order too.
 */
export function byDisagreement(rows: readonly number[], images: readonly string[], agreements: Agreements): number[] {
  const keyed = rows.map((row, place) => ({
    row,
    place,
    disagreement: ownValue(agreements, images[row] ?? '')?.disagreement,
  }))
  keyed.sort((a, b) => {
    if (a.disagreement === undefined || b.disagreement === undefined) {
      return a.disagreement === b.disagreement ? a.place - b.place : a.disagreement === undefined ? 1 : -1
    }
    return b.disagreement - a.disagreement || a.place - b.place
  })
  return keyed.map(({ row }) => row)
}

// Numbers compare as numbers (page2 before page10), letter case and accents only break ties.
const fileNames = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** The list's positions (`rows`) by file name in natural order; names that compare alike keep their order in `rows`. */
export const byFileName = (rows: readonly number[], images: readonly string[]): number[] =>
  [...rows].sort((a, b) => fileNames.compare(images[a] ?? '', images[b] ?? ''))

/** The rows in the chosen order. */
export function arrangeRows(
  order: ImageOrder,
  rows: number[],
  images: readonly string[],
  agreements: Agreements,
): number[] {
  if (order === 'disagreement') return byDisagreement(rows, images, agreements)
  return order === 'name' ? byFileName(rows, images) : rows
}

/** Every position of the list, the most disagreement first (what `nextUncertain` walks). */
export const disagreementOrder = (images: readonly string[], agreements: Agreements): number[] =>
  byDisagreement(Array.from(images.keys()), images, agreements)

/**
 * The image after `index` in disagreement order (`order`, from `disagreementOrder`) that no person validated yet, going
 * round to the start: the next most uncertain one to correct. Undefined when every other image is validated.
 */
export function nextUncertain(
  order: readonly number[],
  images: readonly string[],
  annotations: AnnotationMap,
  index: number,
): number | undefined {
  const from = order.indexOf(index)
  for (let step = 1; step < order.length; step += 1) {
    const candidate = order[(from + step) % order.length]!
    if (candidate !== index && statusOf(ownValue(annotations, images[candidate]!)) !== 'validated') return candidate
  }
  return undefined
}

/**
 * The images that may be validated together with the text their engines agree on: read alike by two engines or more,
 * not validated, not annotated line by line; in list order.
 */
export const identicalToAccept = (
  images: readonly string[],
  annotations: AnnotationMap,
  agreements: Agreements,
): string[] =>
  images.filter((name) => {
    const agreement = ownValue(agreements, name)
    return (
      agreement?.identical === true && !agreement.has_lines && statusOf(ownValue(annotations, name)) !== 'validated'
    )
  })
