/** How the image sits in the viewer: a scale and an offset in screen pixels. */
export interface View {
  scale: number
  x: number
  y: number
}

export const FIT: View = { scale: 1, x: 0, y: 0 }
export const MIN_SCALE = 0.25
export const MAX_SCALE = 8
export const ZOOM_STEP = 1.25
const PAN = 40

export function zoomBy(view: View, factor: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor))
  return { ...view, scale }
}

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy })

/** The view after a key press in the viewer, or undefined when the key is not the viewer's. */
export function viewAfterKey(view: View, key: string): View | undefined {
  switch (key) {
    case '+':
    case '=':
      return zoomBy(view, ZOOM_STEP)
    case '-':
      return zoomBy(view, 1 / ZOOM_STEP)
    case '0':
      return FIT
    case 'ArrowLeft':
      return panBy(view, PAN, 0)
    case 'ArrowRight':
      return panBy(view, -PAN, 0)
    case 'ArrowUp':
      return panBy(view, 0, PAN)
    case 'ArrowDown':
      return panBy(view, 0, -PAN)
    default:
      return undefined
  }
}
