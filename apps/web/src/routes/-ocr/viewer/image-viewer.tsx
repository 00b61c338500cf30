import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { useImageUrl } from './image-url'
import { useRenderedSize, type Size } from './use-rendered-size'
import { FIT, panBy, viewAfterKey, ZOOM_STEP, zoomBy, type View } from './zoom-pan'

/** The image as the viewer shows it: its size in pixels, and how many screen pixels one of them takes now. */
export interface ShownImage extends Size {
  scale: number
}

interface ImageViewerProps {
  name: string | undefined
  /** More buttons in the viewer's toolbar. */
  tools?: ReactNode
  /** Drawn over the image, following its zoom and pan (an SVG with a viewBox in image pixels, say). */
  overlay?: (image: ShownImage) => ReactNode
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
  // A new image starts unzoomed.
  return <ZoomableImage key={name} name={name} {...extras} />
})

function ZoomableImage({ name, tools, overlay }: ImageViewerProps & { name: string }) {
  const imageUrl = useImageUrl()
  const [view, setView] = useState<View>(FIT)
  const frame = useRef<HTMLDivElement>(null)
  const image = useRef<HTMLImageElement>(null)
  const shown = useRenderedSize(image)
  const [natural, setNatural] = useState<Size>()
  const transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`
  const drag = useRef<{ x: number; y: number } | null>(null)

  // The wheel zooms; React's wheel listener is passive, so this one is added by hand to stop the page scrolling.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      setView((seen) => zoomBy(seen, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [])

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const next = viewAfterKey(view, event.key)
    if (!next) return
    event.preventDefault()
    setView(next)
  }

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY }
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current
    if (!from) return
    drag.current = { x: event.clientX, y: event.clientY }
    setView((seen) => panBy(seen, event.clientX - from.x, event.clientY - from.y))
  }

  return (
    <section className="ocr-viewer" aria-label="Image viewer">
      <div className="ocr-viewer__tools">
        <button type="button" onClick={() => setView((seen) => zoomBy(seen, 1 / ZOOM_STEP))} aria-label="Zoom out">
          −
        </button>
        <span className="ocr-viewer__scale" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
        <button type="button" onClick={() => setView((seen) => zoomBy(seen, ZOOM_STEP))} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => setView(FIT)}>
          Reset view
        </button>
        {tools}
      </div>
      <div
        ref={frame}
        className="ocr-viewer__frame"
        tabIndex={0}
        role="group"
        aria-label="Image: drag or use the arrow keys to pan, + and − to zoom, 0 to reset"
        onKeyDown={handleKey}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          ref={image}
          className="ocr-viewer__image"
          src={imageUrl(name)}
          alt={name}
          draggable={false}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          style={{ transform }}
        />
        {overlay && shown && natural && (
          // Laid out exactly over the image and moved with it, so what it draws in image pixels stays on the ink.
          <div className="ocr-viewer__overlay" style={{ width: shown.width, height: shown.height, transform }}>
            {overlay({ ...natural, scale: (shown.width / natural.width) * view.scale })}
          </div>
        )}
      </div>
    </section>
  )
}
