import type { LinePoint } from '@odia-ai/contract'
import { useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import type { ImageSize } from '../state/box-geometry'

/** Handles are this many screen pixels across, whatever the zoom. */
const HANDLE_PX = 9
/** Arrow keys move a point this many image pixels, with Shift ten times as far. */
const STEP = 1

export type ShapeKind = 'polygon' | 'baseline'

interface LineShapeHandlesProps {
  index: number
  /** The line's outline (its box's corners until it has its own) and its baseline, if any. */
  outline: LinePoint[]
  baseline: LinePoint[] | undefined
  /** Whether the line has an outline of its own: a box's is edited by its edges (a double click on one adds a point). */
  ownOutline: boolean
  current: boolean
  scale: number
  image: ImageSize
  onChange: (kind: ShapeKind, points: LinePoint[]) => void
}

interface PointDrag {
  kind: ShapeKind
  at: number
  points: LinePoint[]
}

const clampPoint = ([x, y]: LinePoint, { width, height }: ImageSize): LinePoint => [
  Math.round(Math.min(width, Math.max(0, x))),
  Math.round(Math.min(height, Math.max(0, y))),
]

/** The point of the SVG (image pixels) under the pointer. */
export function imagePoint(
  event: { clientX: number; clientY: number; currentTarget: Element },
  image: ImageSize,
): LinePoint {
  const svg = event.currentTarget.closest('svg')!
  const rect = svg.getBoundingClientRect()
  return [
    ((event.clientX - rect.left) * image.width) / rect.width,
    ((event.clientY - rect.top) * image.height) / rect.height,
  ]
}

const MIN_POINTS: Record<ShapeKind, number> = { polygon: 3, baseline: 2 }
const NAMES: Record<ShapeKind, string> = { polygon: 'outline', baseline: 'baseline' }

/**
 * A line's outline and baseline drawn over the image, with a handle on each point (shown on hover and on the current
 * line): drag a handle, or focus it and use the arrows, to move the point; Delete, Backspace or a right click removes
 * it; a double click on an edge, or Insert on a handle, adds a point there (after it).
 */
export function LineShapeHandles(props: LineShapeHandlesProps) {
  const { index, outline, baseline, ownOutline, current, scale, image, onChange } = props
  const [drag, setDrag] = useState<PointDrag>()
  const shown = {
    polygon: drag?.kind === 'polygon' ? drag.points : outline,
    baseline: drag?.kind === 'baseline' ? drag.points : baseline,
  }
  const radius = HANDLE_PX / scale / 2

  const moved = (kind: ShapeKind, points: LinePoint[], at: number, to: LinePoint) =>
    points.map((point, each) => (each === at ? clampPoint(to, image) : point))

  function press(event: PointerEvent<SVGCircleElement>, kind: ShapeKind, at: number) {
    // The point's press, not the box's or the viewer's: the viewer's pan would capture the pointer, and a right click's
    // menu event would reach the viewer instead of the point.
    event.stopPropagation()
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
    setDrag({ kind, at, points: kind === 'polygon' ? outline : baseline! })
  }

  function move(event: PointerEvent<SVGCircleElement>) {
    if (!drag) return
    setDrag({ ...drag, points: moved(drag.kind, drag.points, drag.at, imagePoint(event, image)) })
  }

  function release() {
    if (drag) onChange(drag.kind, drag.points)
    setDrag(undefined)
  }

  function remove(kind: ShapeKind, at: number) {
    const points = kind === 'polygon' ? outline : baseline!
    if (points.length > MIN_POINTS[kind]) onChange(kind, points.toSpliced(at, 1))
  }

  function insert(kind: ShapeKind, after: number, point: LinePoint) {
    const points = kind === 'polygon' ? outline : baseline!
    onChange(kind, points.toSpliced(after + 1, 0, clampPoint(point, image)))
  }

  function key(event: KeyboardEvent, kind: ShapeKind, at: number) {
    const points = kind === 'polygon' ? outline : baseline!
    const step = event.shiftKey ? STEP * 10 : STEP
    const arrow = new Map<string, [number, number]>([
      ['ArrowLeft', [-step, 0]],
      ['ArrowRight', [step, 0]],
      ['ArrowUp', [0, -step]],
      ['ArrowDown', [0, step]],
    ]).get(event.key)
    const [x, y] = points[at]!
    const next = points[(at + 1) % points.length]!
    if (arrow) onChange(kind, moved(kind, points, at, [x + arrow[0], y + arrow[1]]))
    else if (event.key === 'Delete' || event.key === 'Backspace') remove(kind, at)
    else if (event.key === 'Insert' || event.key === '+') insert(kind, at, [(x + next[0]) / 2, (y + next[1]) / 2])
    else return
    event.preventDefault()
    event.stopPropagation()
  }

  function addOnEdge(event: MouseEvent<SVGLineElement>, kind: ShapeKind, after: number) {
    event.stopPropagation()
    insert(kind, after, imagePoint(event, image))
  }

  const edges = (kind: ShapeKind, points: LinePoint[], closed: boolean) =>
    points.slice(0, closed ? points.length : -1).map((point, at) => {
      const next = points[(at + 1) % points.length]!
      return (
        <line
          key={`${kind}-edge-${at}`}
          className="ocr-line__shape-edge"
          x1={point[0]}
          y1={point[1]}
          x2={next[0]}
          y2={next[1]}
          strokeWidth={HANDLE_PX / scale}
          // Not the viewer's pan, for the same reason as a point's press: the double click must reach the edge.
          onPointerDown={(event) => event.stopPropagation()}
          onDoubleClick={(event) => addOnEdge(event, kind, at)}
        />
      )
    })

  const handles = (kind: ShapeKind, points: LinePoint[]) =>
    points.map(([x, y], at) => (
      <circle
        key={`${kind}-${at}`}
        className={`ocr-line__point ocr-line__point--${kind}`}
        data-line-point={`${index}-${kind}-${at}`}
        cx={x}
        cy={y}
        r={radius}
        role="button"
        tabIndex={current ? 0 : -1}
        aria-label={`Line ${index + 1}, ${NAMES[kind]} point ${at + 1} of ${points.length} at ${x}, ${y}`}
        onPointerDown={(event) => press(event, kind, at)}
        onPointerMove={move}
        onPointerUp={release}
        onPointerCancel={() => setDrag(undefined)}
        onContextMenu={(event) => {
          event.preventDefault()
          remove(kind, at)
        }}
        onKeyDown={(event) => key(event, kind, at)}
      />
    ))

  return (
    <g className="ocr-line__shape">
      {ownOutline && (
        <polygon className="ocr-line__outline" points={shown.polygon.map((point) => point.join(',')).join(' ')} />
      )}
      {shown.baseline && (
        <polyline className="ocr-line__baseline" points={shown.baseline.map((point) => point.join(',')).join(' ')} />
      )}
      <g className="ocr-line__handles">
        {ownOutline && edges('polygon', shown.polygon, true)}
        {shown.baseline && edges('baseline', shown.baseline, false)}
        {ownOutline && handles('polygon', shown.polygon)}
        {shown.baseline && handles('baseline', shown.baseline)}
      </g>
    </g>
  )
}
