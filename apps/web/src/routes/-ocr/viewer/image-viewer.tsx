import type { LineBox } from '@odia-ai/contract'
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useFitRequests, type Fit } from './fit-requests'
import { useImageUrl } from './image-url'
import { useRenderedSize, type Size } from './use-rendered-size'
import {
  clampView,
  fitPage,
  fitWidth,
  keyZoomPoint,
  panBy,
  reveal,
  viewerKey,
  wheelFactor,
  ZOOM_STEP,
  zoomAt,
  type Point,
  type View,
} from './zoom-pan'

/** The image as the viewer shows it: its size in pixels, and how many screen pixels one of them takes now. */
export interface ShownImage extends Size {
  scale: number
}

/** The part of the image to keep in view: the current line's box, and the box of it with its neighbours. */
export interface ViewerFocus {
  box: LineBox
  around: LineBox
}

interface ImageViewerProps {
  name: string | undefined
  /** More buttons in the viewer's toolbar. */
  tools?: ReactNode
  /** Drawn over the image, following its zoom and pan (an SVG with a viewBox in image pixels, say). */
  overlay?: (image: ShownImage) => ReactNode
  /** Brought into view whenever it changes; zooming from the keyboard keeps its middle where it is. */
  focus?: ViewerFocus
}

/** The current image with zoom and pan (buttons, wheel, drag, or + − 0 and the arrow keys), or `No image selected`. */
export const ImageViewer = memo(function ImageViewer({ name, ...extras }: ImageViewerProps) {
  if (name === undefined) {
    return (
      <section className="ocr-viewer ocr-viewer--empty" aria-label="Image viewer">
        <p>No image selected</p>
      </section>
    )
  }
  // A new image opens fitted whole.
  return <ZoomableImage key={name} name={name} {...extras} />
})

/** A fit is worked out again whenever the frame changes size; a view of the user's own is only kept on the page. */
type Wanted = { fit: Fit } | { view: View }

const FITS = { page: fitPage, width: fitWidth }

const viewOf = (wanted: Wanted, image: Size, frame: Size): View =>
  'fit' in wanted ? FITS[wanted.fit](image, frame) : clampView(wanted.view, image, frame)

function ZoomableImage({ name, tools, overlay, focus }: ImageViewerProps & { name: string }) {
  const imageUrl = useImageUrl()
  const frame = useRef<HTMLDivElement>(null)
  const room = useRenderedSize(frame)
  const [natural, setNatural] = useState<Size>()
  const [wanted, setWanted] = useState<Wanted>({ fit: 'page' })
  const view = natural && room ? viewOf(wanted, natural, room) : undefined
  const drag = useRef<Point | null>(null)
  // What the listeners added by hand (the wheel's, the shortcuts') work on: the sizes and the focus as drawn last.
  const sizes = useRef({ natural, room, focus })
  useLayoutEffect(() => {
    sizes.current = { natural, room, focus }
  })

  /** Changes the view as `change` says, from the view as it is (nothing before the image and the frame have sizes). */
  const update = (change: (view: View, image: Size, frame: Size) => View) =>
    setWanted((seen) => {
      const { natural: image, room: frame } = sizes.current
      return image && frame ? { view: change(viewOf(seen, image, frame), image, frame) } : seen
    })
  const zoomFromKeys = (factor: number) =>
    update((seen, image, frame) =>
      zoomAt(seen, factor, keyZoomPoint(seen, sizes.current.focus?.box, frame), image, frame),
    )
  const fit = (how: Fit) => {
    const shown = sizes.current.focus
    // Fitted to the width, the page is seen from its top unless the current line is further down.
    if (how === 'width' && shown)
      update((_, image, frame) => reveal(fitWidth(image, frame), shown.box, shown.around, image, frame))
    else setWanted({ fit: how })
  }
  useFitRequests(fit)

  // The current line, once it changes (or the image gets its size), is brought into view with its neighbours.
  const [fx, fy, fw, fh] = focus?.box ?? []
  useLayoutEffect(() => {
    const { natural: image, room: frame, focus: shown } = sizes.current
    if (!image || !frame || !shown) return
    setWanted((seen) => {
      const before = viewOf(seen, image, frame)
      const after = reveal(before, shown.box, shown.around, image, frame)
      return after === before ? seen : { view: after }
    })
  }, [fx, fy, fw, fh, natural, room])

  // The wheel (and a trackpad's pinch) zooms about the pointer; React's wheel listener is passive, so this one is added
  // by hand to stop the page scrolling.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const bounds = element.getBoundingClientRect()
      const at = {
        x: event.clientX - bounds.left - element.clientLeft,
        y: event.clientY - bounds.top - element.clientTop,
      }
      setWanted((seen) => {
        const { natural: image, room: shown } = sizes.current
        return image && shown
          ? { view: zoomAt(viewOf(seen, image, shown), wheelFactor(event), at, image, shown) }
          : seen
      })
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [])

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const asked = viewerKey(event.key)
    if (!asked) return
    event.preventDefault()
    if ('zoom' in asked) zoomFromKeys(asked.zoom)
    else if ('fit' in asked) fit(asked.fit)
    else update((seen, image, shown) => panBy(seen, asked.pan.x, asked.pan.y, image, shown))
  }

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY }
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current
    if (!from) return
    drag.current = { x: event.clientX, y: event.clientY }
    update((seen, image, shown) => panBy(seen, event.clientX - from.x, event.clientY - from.y, image, shown))
  }

  // Laid out at its shown size (so the overlay's lines stay sharp) and moved into place.
  const placed = view &&
    natural && {
      width: natural.width * view.scale,
      height: natural.height * view.scale,
      transform: `translate(${view.x}px, ${view.y}px)`,
    }
  return (
    <section className="ocr-viewer" aria-label="Image viewer">
      <div className="ocr-viewer__tools">
        <button type="button" onClick={() => zoomFromKeys(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <span className="ocr-viewer__scale" aria-live="polite">
          {view ? `${Math.round(view.scale * 100)}%` : ''}
        </span>
        <button type="button" onClick={() => zoomFromKeys(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => fit('page')} title="Alt+P" aria-keyshortcuts="Alt+P">
          Fit page
        </button>
        <button type="button" onClick={() => fit('width')} title="Alt+W" aria-keyshortcuts="Alt+W">
          Fit width
        </button>
        {tools}
      </div>
      <div
        ref={frame}
        className="ocr-viewer__frame"
        tabIndex={0}
        role="group"
        aria-label="Image: drag or use the arrow keys to pan, + and − to zoom, 0 to fit the page"
        onKeyDown={handleKey}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          className="ocr-viewer__image"
          src={imageUrl(name)}
          alt={name}
          draggable={false}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          style={placed ?? { visibility: 'hidden' }}
        />
        {overlay && view && placed && natural && (
          // Laid out exactly over the image and moved with it, so what it draws in image pixels stays on the ink.
          <div className="ocr-viewer__overlay" style={placed}>
            {overlay({ ...natural, scale: view.scale })}
          </div>
        )}
      </div>
    </section>
  )
}
