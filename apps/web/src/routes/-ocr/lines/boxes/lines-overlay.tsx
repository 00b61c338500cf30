import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react'
import type { ShownImage } from '../../viewer/image-viewer'
import { moveBox, resizeBox } from '../state/box-geometry'
import { LineBox } from './line-box'
import { RegionFrames } from './region-frames'
import { boxKeyAction } from '../state/line-keys'
import { lineStatus, shownText, type EditableLine, type LinesAction } from '../state/lines-state'
import { useBoxDrag } from './use-box-drag'

/** What the line workspace asks of the boxes: Escape in a line's field gives the keyboard to its box. */
export interface LinesOverlayHandle {
  focusCurrent: () => void
}

interface LinesOverlayProps {
  ref?: Ref<LinesOverlayHandle>
  image: ShownImage
  lines: EditableLine[]
  current: number
  /** Dragging on the image draws a new line (otherwise Shift+drag does). */
  adding: boolean
  dispatch: (action: LinesAction) => void
  /** The user asked to type the line's text (a click on it, or Enter on its box). */
  onEdit: () => void
}

/**
 * The lines drawn over the image in image pixels (the viewBox), so they follow zoom and pan: a click selects a line, a drag
 * moves it or (by an edge) resizes it, a drag elsewhere with Shift or in "add" mode draws one; a focused box answers keys.
 */
export function LinesOverlay({ ref, image, lines, current, adding, dispatch, onEdit }: LinesOverlayProps) {
  const svg = useRef<SVGSVGElement>(null)
  const focusLine = useRef<number | null>(null)
  const boxOf = (index: number) => svg.current?.querySelector<SVGElement>(`[data-line="${index}"]`)
  // Without scrolling: the frame clips the image (overflow hidden) and pans it itself, so a scroll would shift the boxes.
  useImperativeHandle(ref, () => ({ focusCurrent: () => boxOf(current)?.focus({ preventScroll: true }) }), [current])
  const drag = useBoxDrag(svg, image, {
    onClick: (index) => {
      dispatch({ type: 'selected', index })
      onEdit()
    },
    onChange: (index, box) => dispatch({ type: 'boxChanged', index, box }),
    onDraw: (box) => dispatch({ type: 'added', box }),
  })

  // After a key on a box changes which line is current, the keyboard stays on the boxes.
  useEffect(() => {
    if (focusLine.current === null) return
    boxOf(focusLine.current)?.focus()
    focusLine.current = null
  })

  function pressBox(event: PointerEvent, index: number, edges: string) {
    if (index !== current) dispatch({ type: 'selected', index })
    drag.startBox(event, index, lines[index]!.box, edges)
    // A box that was dragged keeps the keyboard, for nudging it with the arrows.
    boxOf(index)?.focus()
  }

  function pressImage(event: PointerEvent) {
    // Elsewhere the press pans the image, as it does without lines.
    if (adding || event.shiftKey) drag.startDraw(event)
  }

  function keyOnBox(event: KeyboardEvent, index: number) {
    const action = boxKeyAction(event.nativeEvent)
    const box = lines[index]?.box
    if (!action || !box) return
    event.preventDefault()
    event.stopPropagation()
    const count = action.type === 'delete' ? lines.length - 1 : lines.length
    const goTo = (to: number) => (focusLine.current = count > 0 ? Math.max(0, Math.min(to, count - 1)) : null)
    switch (action.type) {
      case 'move':
        return dispatch({ type: 'boxChanged', index, box: moveBox(box, action.dx, action.dy, image) })
      case 'resize':
        return dispatch({ type: 'boxChanged', index, box: resizeBox(box, 'se', action.dx, action.dy, image) })
      case 'reorder':
        goTo(index + action.step)
        return dispatch({ type: 'reordered', index, to: index + action.step })
      case 'select':
        goTo(index + action.step)
        return dispatch({ type: 'selected', index: index + action.step })
      case 'delete':
        goTo(index)
        return dispatch({ type: 'deleted', index })
      case 'edit':
        return onEdit()
    }
  }

  return (
    <svg
      ref={svg}
      className={`ocr-lines on-paper${adding ? ' ocr-lines--adding' : ''}`}
      viewBox={`0 0 ${image.width} ${image.height}`}
      preserveAspectRatio="none"
      role="group"
      aria-label={`Lines of this image: ${lines.length}`}
      onPointerDown={pressImage}
      {...drag.handlers}
    >
      <RegionFrames lines={lines} scale={image.scale} />
      {lines.map((line, index) => {
        const box = drag.moving?.index === index ? drag.moving.box : line.box
        return (
          <LineBox
            key={line.id}
            index={index}
            box={box}
            status={lineStatus(line)}
            text={shownText(line)}
            current={index === current}
            scale={image.scale}
            polygon={drag.moving?.index === index ? undefined : line.polygon}
            baseline={drag.moving?.index === index ? undefined : line.baseline}
            image={image}
            onPress={(event, edges) => pressBox(event, index, edges)}
            onKeyDown={(event) => keyOnBox(event, index)}
            onShape={(kind, points) => dispatch({ type: 'shapeChanged', index, [kind]: points })}
          />
        )
      })}
      {drag.drawing && (
        <rect
          className="ocr-lines__drawing"
          x={drag.drawing[0]}
          y={drag.drawing[1]}
          width={drag.drawing[2]}
          height={drag.drawing[3]}
        />
      )}
    </svg>
  )
}
