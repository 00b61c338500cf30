import type { LineBox } from '@odia-ai/contract'
import type { ViewerFocus } from '../viewer/image-viewer'
import type { EditableLine } from './state/lines-state'

/** The current line's box for the viewer to keep in view, with the lines before and after it around it. */
export function lineFocus(lines: EditableLine[], current: number): ViewerFocus | undefined {
  const line = lines[current]
  if (!line) return undefined
  const near = [lines[current - 1], line, lines[current + 1]].flatMap((each) => (each ? [each.box] : []))
  const left = Math.min(...near.map(([x]) => x))
  const top = Math.min(...near.map(([, y]) => y))
  const right = Math.max(...near.map(([x, , width]) => x + width))
  const bottom = Math.max(...near.map(([, y, , height]) => y + height))
  const around: LineBox = [left, top, right - left, bottom - top]
  return { box: line.box, around }
}
