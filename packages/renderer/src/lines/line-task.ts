import type { Variant } from './modes'

/** One image to make: the text exactly as labelled, how to draw it, and an optional fixed output height. */
export interface RenderTask {
  text: string
  variant: Variant
  height?: number
}

/** A drawn line: its encoded image (PNG or JPEG) and its size in px. */
export interface RenderedImage {
  data: Uint8Array
  ext: 'png' | 'jpg'
  width: number
  height: number
}

/** A text's measured ink, padded: the canvas size it needs and where its pen goes. */
export interface InkBox {
  /** The CSS font it was measured with. */
  font: string
  /** Where to put the pen so the ink starts at (pad, pad). */
  x: number
  y: number
  width: number
  height: number
  pad: number
}
