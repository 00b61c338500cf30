import type { RealisticLook } from '../scan/realistic-look'

/** Page sizes in pixels, by name; A4 at 300 dpi is the only one yet. */
export const PAGE_SIZES = { a4: { width: 2480, height: 3508 } } as const
export const PAGE_SIZE = PAGE_SIZES.a4

/** What a `page` job may vary, as the request gives it. */
export interface PageOptions {
  columns: 1 | 2
  /** A small seeded rotation of each page (deskew data): boxes become polygons. */
  rotation: boolean
  /** A light scan look: paper and ink colours, paper texture, scan grain, uneven light (the ultra-realistic look's, no blur or warp). */
  scanLook: boolean
}

/** The part of an ultra-realistic look a page takes: what keeps every line where the layout put it. */
export type PageLook = Pick<
  RealisticLook,
  'paper' | 'ink' | 'texture' | 'grain' | 'noiseTile' | 'noiseX' | 'noiseY' | 'light' | 'lightAngle'
>

/** One line as the layout placed it: its text exactly as drawn and labelled, drawn with its pen at (x, y) (whole pixels). */
export interface PageLine {
  text: string
  /** A style id of the catalog, and its size in px. */
  style: string
  size: number
  x: number
  y: number
  /** Which input text (paragraph) it is part of, from 0. */
  paragraph: number
}

/** A laid-out page: every line placed, to draw. */
export interface PageTask {
  width: number
  height: number
  columns: 1 | 2
  /** Degrees, clockwise, about the page's centre. */
  rotation: number
  look?: PageLook
  lines: PageLine[]
}

/** A point of a page, px. */
export type Point = [number, number]

/** Where one line's ink ended up on the rendered page. */
export interface PageLineInk {
  /** The bounding box of its ink: left, top, width, height. */
  box: [number, number, number, number]
  /** On a rotated page, the rotated rectangle around its ink, clockwise from the top left of the text. */
  outline?: Point[]
  /** The size of its crop image (the box and a margin; on a rotated page, around the turned margin), px. */
  crop: { width: number; height: number }
}

/** A rendered page without its bytes: what the files hold. */
export interface RenderedPageInfo {
  ext: 'png' | 'jpg'
  width: number
  height: number
  lines: PageLineInk[]
}

/** A rendered page: its image, and per line its ink and its crop (a gray PNG). */
export interface RenderedPage extends RenderedPageInfo {
  data: Uint8Array
  crops: Uint8Array[]
}
