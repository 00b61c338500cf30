import { type LineBox as Box, type LineStatus, ownValue } from '@odia-ai/contract'
import type { KeyboardEvent, PointerEvent } from 'react'
import { STATUS_LABEL } from '../../common/annotation-view'
import type { Edges } from '../state/box-geometry'

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

interface LineBoxProps {
  index: number
  box: Box
  status: LineStatus
  text: string
  current: boolean
  /** Screen pixels per image pixel. */
  scale: number
  onPress: (event: PointerEvent, edges: Edges) => void
  onKeyDown: (event: KeyboardEvent) => void
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

/** One line on the image: its box in its status's colour, its number in the reading order, and edges to resize the current one. */
export function LineBox({ index, box, status, text, current, scale, onPress, onKeyDown }: LineBoxProps) {
  const [x, y, width, height] = box
  const label = LABEL_PX / scale
  const labelInside = x < label * 2.5
  return (
    <g className={`ocr-line ocr-line--${status}${current ? ' ocr-line--current' : ''}`}>
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
      {current &&
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
            aria-hidden="true"
          />
        ))}
    </g>
  )
}
