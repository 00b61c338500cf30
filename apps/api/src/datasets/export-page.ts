import type { Readable } from 'node:stream'
import type { LineBox, LinePoint } from '@odia-ai/contract'

/** One text line of a page, as the line formats write it. */
export interface ExportLine {
  /** Its place in the page's reading order, from 0; file names and the report number it from 1. */
  index: number
  box: LineBox
  /**
   * The line's outline: a person's or an imported polygon, or a turned line's (a synthetic page's rotated box), clockwise
   * from the text's top left; else the box is its outline.
   */
  outline?: Array<[number, number]>
  /** Where its letters stand, left to right, when it is known. */
  baseline?: LinePoint[]
  /** The region (column) it is read in; regions are read in the order of their numbers. None: region 0. */
  region?: number
  text: string
  /** Whether a person validated the text (a synthetic line's text is exact by construction). */
  validated: boolean
}

/**
 * One page image and its lines: what every line format reads. The OCR tool's stored pages are one source
 * (storedPage); the synthetic generator's rendered pages can be another, with the same writers.
 */
export interface ExportPage {
  /** The image's file name; the archive's names are made from it. */
  imageName: string
  width: number
  height: number
  /**
   * What identifies the page's pixels (the stored bytes' SHA-256): two lines with the same source and box are the same
   * crop, whatever their images are called.
   */
  source: string
  /** In reading order. */
  lines: ExportLine[]
  /** The line's crop as a grayscale PNG (its box and a margin); the page is decoded once, however many lines are cut. */
  crop: (line: ExportLine) => Promise<Buffer>
  /** The page image's bytes as stored, for formats that ship the page itself (PAGE XML). */
  readImage: () => Readable
  /** The stored image's extension with its dot (`.jpg`), for the page image's name in the archive. */
  imageExtension: string
}
