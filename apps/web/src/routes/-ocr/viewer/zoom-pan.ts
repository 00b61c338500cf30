import type { LineBox } from '@odia-ai/contract'
import type { Size } from './use-rendered-size'

/** How the image sits in the frame: screen pixels per image pixel, and where its top-left corner is in the frame. */
export interface View {
  scale: number
  x: number
  y: number
}

/** A point in the frame, in screen pixels from its top-left corner. */
export interface Point {
  x: number
  y: number
}

export const MAX_SCALE = 8
export const ZOOM_STEP = 1.25
const PAN = 40

const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The scale that shows the whole page: the least the viewer zooms out to, since smaller only wastes the frame. */
const pageScale = (image: Size, frame: Size) =>
  Math.min(frame.width / image.width, frame.height / image.height, MAX_SCALE)

/**
 * The view kept on the page: the scale between the whole page and `MAX_SCALE`, and on each axis the page centred when
 * it is smaller than the frame, else no gap between the page's edge and the frame's.
 */
export function clampView(view: View, image: Size, frame: Size): View {
  const scale = within(view.scale, pageScale(image, frame), MAX_SCALE)
  const axis = (offset: number, length: number, room: number) => {
    const shown = length * scale
    return shown <= room ? (room - shown) / 2 : within(offset, room - shown, 0)
  }
  return { scale, x: axis(view.x, image.width, frame.width), y: axis(view.y, image.height, frame.height) }
}

/** The whole page in the frame, centred. */
export const fitPage = (image: Size, frame: Size): View =>
  clampView({ scale: pageScale(image, frame), x: 0, y: 0 }, image, frame)

/** The page as wide as the frame, from its top. */
export const fitWidth = (image: Size, frame: Size): View =>
  clampView({ scale: Math.min(frame.width / image.width, MAX_SCALE), x: 0, y: 0 }, image, frame)

/** Zoomed by `factor` with the image point under `at` staying under it (as far as the page may stay in the frame). */
export function zoomAt(view: View, factor: number, at: Point, image: Size, frame: Size): View {
  const scale = within(view.scale * factor, pageScale(image, frame), MAX_SCALE)
  const kept = scale / view.scale
  return clampView({ scale, x: at.x - (at.x - view.x) * kept, y: at.y - (at.y - view.y) * kept }, image, frame)
}

export const panBy = (view: View, dx: number, dy: number, image: Size, frame: Size): View =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, image, frame)

/** Where an image-pixel box is in the frame. */
const inFrame = (view: View, [x, y, width, height]: LineBox) => ({
  x: view.x + x * view.scale,
  y: view.y + y * view.scale,
  width: width * view.scale,
  height: height * view.scale,
})

/** The point zooming from the keyboard keeps fixed: the middle of `box` when it is in the frame, else the frame's. */
export function keyZoomPoint(view: View, box: LineBox | undefined, frame: Size): Point {
  const middle = { x: frame.width / 2, y: frame.height / 2 }
  if (!box) return middle
  const shown = inFrame(view, box)
  const at = { x: shown.x + shown.width / 2, y: shown.y + shown.height / 2 }
  return at.x >= 0 && at.x <= frame.width && at.y >= 0 && at.y <= frame.height ? at : middle
}

/**
 * The view moved as little as it takes to show `box` with `around` (the box and its neighbours), or unchanged when the
 * box is wholly in the frame already. On an axis where `around` does not fit, the box is centred, or when the box
 * itself does not fit, its start (where the line is read from) is put at the frame's edge.
 */
export function reveal(view: View, box: LineBox, around: LineBox, image: Size, frame: Size): View {
  const shown = inFrame(view, box)
  const wide = inFrame(view, around)
  const axis = (start: number, length: number, aroundStart: number, aroundLength: number, room: number) => {
    if (start >= 0 && start + length <= room) return 0
    if (aroundLength <= room) return aroundStart < 0 ? -aroundStart : room - (aroundStart + aroundLength)
    return length <= room ? room / 2 - (start + length / 2) : -start
  }
  const dx = axis(shown.x, shown.width, wide.x, wide.width, frame.width)
  const dy = axis(shown.y, shown.height, wide.y, wide.height, frame.height)
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy, image, frame)
}

/** What a key in the focused frame asks for: a zoom step, a fit, or a pan; undefined when the key is not the viewer's. */
export type ViewerKey = { zoom: number } | { fit: 'page' | 'width' } | { pan: Point }

export function viewerKey(key: string): ViewerKey | undefined {
  switch (key) {
    case '+':
    case '=':
      return { zoom: ZOOM_STEP }
    case '-':
      return { zoom: 1 / ZOOM_STEP }
    case '0':
      return { fit: 'page' }
    case 'ArrowLeft':
      return { pan: { x: PAN, y: 0 } }
    case 'ArrowRight':
      return { pan: { x: -PAN, y: 0 } }
    case 'ArrowUp':
      return { pan: { x: 0, y: PAN } }
    case 'ArrowDown':
      return { pan: { x: 0, y: -PAN } }
    default:
      return undefined
  }
}

/** The zoom factor of a wheel turn or a trackpad pinch (a wheel event with Ctrl), in proportion to how far it went. */
export function wheelFactor(event: Pick<WheelEvent, 'deltaY' | 'deltaMode'>): number {
  const pixels = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaMode === 2 ? event.deltaY * 800 : event.deltaY
  return Math.exp(within(-pixels, -200, 200) / 500)
}
