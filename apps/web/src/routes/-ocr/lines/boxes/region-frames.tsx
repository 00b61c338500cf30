import type { EditableLine } from '../state/lines-state'
import { regionExtents } from '../state/regions'

/** A region's frame stands this many screen pixels clear of its lines, and its label is this tall, whatever the zoom. */
const MARGIN_PX = 8
const LABEL_PX = 12

interface RegionFramesProps {
  lines: EditableLine[]
  /** Screen pixels per image pixel. */
  scale: number
}

/** Each region (column) of the page drawn round its lines, under them, with its number in the reading order. */
export function RegionFrames({ lines, scale }: RegionFramesProps) {
  const [margin, label] = [MARGIN_PX / scale, LABEL_PX / scale]
  return (
    <g className="ocr-regions">
      {regionExtents(lines).map(({ region, box: [x, y, width, height], first, last }) => (
        <g
          key={region}
          className="ocr-region"
          data-region={region}
          role="img"
          aria-label={`Region ${region + 1}: lines ${first + 1}–${last + 1}`}
        >
          <rect
            className="ocr-region__frame"
            x={x - margin}
            y={y - margin}
            width={width + 2 * margin}
            height={height + 2 * margin}
          />
          <text className="ocr-region__label" x={x - margin} y={y - margin - label / 4} fontSize={label}>
            Region {region + 1}
          </text>
        </g>
      ))}
    </g>
  )
}
