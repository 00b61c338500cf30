import type { LineBox } from '@odia-ai/contract'
import { useState, type PointerEvent, type RefObject } from 'react'
import { boxBetween, moveBox, resizeBox, type Edges, type ImageSize, type Point } from '../state/box-geometry'

/** A press that moves less than this many screen pixels is a click, not a drag. */
const CLICK_SLOP = 3

type Drag =
  | {
      kind: 'box'
      index: number
      edges: Edges
      from: Point
      client: Point
      box: LineBox
      preview: LineBox
      moved: boolean
    }
  | { kind: 'draw'; from: Point; client: Point; preview: LineBox | undefined }

export interface BoxDragCallbacks {
  /** A box was pressed and let go without moving. */
  onClick: (index: number) => void
  /** A box was moved (edges `''`) or resized, and let go. */
  onChange: (index: number, box: LineBox) => void
  /** A new box was drawn. */
  onDraw: (box: LineBox) => void
}

/**
 * Dragging on the lines' SVG: a box by its body (move) or its edges (resize), or a new box over the image.
 * Points are read in image pixels from where the SVG is on screen, so zoom and pan need no arithmetic here.
 */
export function useBoxDrag(svg: RefObject<SVGSVGElement | null>, image: ImageSize, callbacks: BoxDragCallbacks) {
  const [drag, setDrag] = useState<Drag>()

  function pointOf(event: PointerEvent): Point {
    const rect = svg.current!.getBoundingClientRect()
    return {
      x: ((event.clientX - rect.left) * image.width) / rect.width,
      y: ((event.clientY - rect.top) * image.height) / rect.height,
    }
  }

  function capture(event: PointerEvent) {
    // The viewer's own drag pans the image; this one is the box's. No text selection, and the page says where focus goes.
    event.stopPropagation()
    event.preventDefault()
    svg.current?.setPointerCapture(event.pointerId)
  }

  function startBox(event: PointerEvent, index: number, box: LineBox, edges: Edges) {
    if (event.button !== 0) return
    capture(event)
    setDrag({
      kind: 'box',
      index,
      edges,
      from: pointOf(event),
      client: { x: event.clientX, y: event.clientY },
      box,
      preview: box,
      moved: false,
    })
  }

  function startDraw(event: PointerEvent) {
    if (event.button !== 0) return
    capture(event)
    setDrag({ kind: 'draw', from: pointOf(event), client: { x: event.clientX, y: event.clientY }, preview: undefined })
  }

  function move(event: PointerEvent) {
    if (!drag) return
    const to = pointOf(event)
    const [dx, dy] = [to.x - drag.from.x, to.y - drag.from.y]
    if (drag.kind === 'draw') return setDrag({ ...drag, preview: boxBetween(drag.from, to, image) })
    const moved = drag.moved || Math.hypot(event.clientX - drag.client.x, event.clientY - drag.client.y) >= CLICK_SLOP
    const preview = drag.edges ? resizeBox(drag.box, drag.edges, dx, dy, image) : moveBox(drag.box, dx, dy, image)
    setDrag({ ...drag, moved, preview: moved ? preview : drag.box })
  }

  function end() {
    setDrag(undefined)
    if (drag?.kind === 'draw') {
      if (drag.preview) callbacks.onDraw(drag.preview)
    } else if (drag && !drag.moved) callbacks.onClick(drag.index)
    else if (drag && drag.preview.some((side, at) => side !== drag.box[at]))
      callbacks.onChange(drag.index, drag.preview)
  }

  return {
    /** The box being dragged, where it is now. */
    moving: drag?.kind === 'box' ? { index: drag.index, box: drag.preview } : undefined,
    drawing: drag?.kind === 'draw' ? drag.preview : undefined,
    startBox,
    startDraw,
    handlers: { onPointerMove: move, onPointerUp: end, onPointerCancel: () => setDrag(undefined) },
  }
}
