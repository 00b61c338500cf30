import { type LineBox as Box, type LinePoint, type LineStatus, ownValue } from '@odia-ai/contract'
import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import { STATUS_LABEL } from '../../common/annotation-view'
import type { Edges, ImageSize } from '../state/box-geometry'
import { outlineOf } from '../state/line-shape'
import { imagePoint, LineShapeHandles, type ShapeKind } from './line-shape-handles'

/** Edge handles are this many screen pixels thick, whatever the zoom. */
const HANDLE_PX = 10
const LABEL_PX = 12

const CURSOR: Record<string, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
}

/** A box's sides in the order of its corners from the top left, clockwise: a point on side n follows corner 0. */
const SIDES = ['n', 'e', 's', 'w']

interface LineBoxProps {
  index: number
  box: Box
  status: LineStatus
  text: string
  current: boolean
  /** Screen pixels per image pixel. */
  scale: number
  polygon: LinePoint[] | undefined
  baseline: LinePoint[] | undefined
  image: ImageSize
  onPress: (event: PointerEvent, edges: Edges) => void
  onKeyDown: (event: KeyboardEvent) => void
  onShape: (kind: ShapeKind, points: LinePoint[]) => void
}

/** The hit areas along a box's edges and corners, as [edges, x, y, width, height] in image pixels. */
function edgeAreas([x, y, width, height]: Box, scale: number): Array<[Edges, number, number, number, number]> {
  const outer = HANDLE_PX / scale / 2
  // Inside the box an edge takes at most a third of it, so a thin line can still be grabbed in the middle to move it.
  const inX = Math.min(outer, width / 3)
  const inY = Math.min(outer, height / 3)
  const [left, top, right, bottom] = [x - outer, y - outer, x + width - inX, y + height - inY]
  const [thickX, thickY] = [outer + inX, outer + inY]
  return [
    ['n', x, top, width, thickY],
    ['s', x, bottom, width, thickY],
    ['w', left, y, thickX, height],
    ['e', right, y, thickX, height],
    ['nw', left, top, thickX, thickY],
    ['ne', right, top, thickX, thickY],
    ['sw', left, bottom, thickX, thickY],
    ['se', right, bottom, thickX, thickY],
  ]
}

/**
 * One line on the image: its box in its status's colour, its outline and baseline, its number in the reading order,
 * and, on the current line and the one under the pointer, edges to resize it and handles on its points.
 */
export function LineBox(props: LineBoxProps) {
  const { index, box, status, text, current, scale, polygon, baseline, image, onPress, onKeyDown, onShape } = props
  const [hovered, setHovered] = useState(false)
  const [x, y, width, height] = box
  const label = LABEL_PX / scale
  const labelInside = x < label * 2.5
  return (
    <g
      className={`ocr-line ocr-line--${status}${current ? ' ocr-line--current' : ''}${polygon ? ' ocr-line--shaped' : ''}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <rect
        className="ocr-line__box"
        data-line={index}
        x={x}
        y={y}
        width={width}
        height={height}
        role="button"
        tabIndex={current ? 0 : -1}
        aria-label={`Line ${index + 1}, ${STATUS_LABEL[status]}${text ? `: ${text}` : ''}`}
        aria-current={current ? 'true' : undefined}
        aria-describedby="ocr-lines-help"
        onPointerDown={(event) => onPress(event, '')}
        onKeyDown={onKeyDown}
      />
      <text
        className="ocr-line__number"
        x={labelInside ? x + label / 3 : x - label / 3}
        y={y + Math.min(height / 2, label)}
        fontSize={label}
        textAnchor={labelInside ? 'start' : 'end'}
        dominantBaseline="middle"
        aria-hidden="true"
      >
        {index + 1}
      </text>
      {(current || hovered) &&
        !polygon &&
        edgeAreas(box, scale).map(([edges, ex, ey, ew, eh]) => (
          <rect
            key={edges}
            className={`ocr-line__edge ocr-line__edge--${edges}`}
            x={ex}
            y={ey}
            width={ew}
            height={eh}
            cursor={ownValue(CURSOR, edges)}
            onPointerDown={(event) => onPress(event, edges)}
            onDoubleClick={(event) => {
              // A point added on an edge of a box gives the line an outline of its own, with that point in it.
              const after = SIDES.indexOf(edges)
              if (after < 0) return
              const [px, py] = imagePoint(event, image)
              onShape('polygon', outlineOf({ box }).toSpliced(after + 1, 0, [Math.round(px), Math.round(py)]))
            }}
            aria-hidden="true"
          />
        ))}
      <LineShapeHandles
        index={index}
        outline={outlineOf({ box, polygon })}
        baseline={baseline}
        ownOutline={polygon !== undefined}
        current={current}
        scale={scale}
        image={image}
        onChange={onShape}
      />
    </g>
  )
}
