/**
 * A ref for what a finished or failed generation shows: brought into view and focused as it appears, so at
 * 1366 × 768 the answer below the form is seen, and keyboard users land on it. Give the element `tabIndex={-1}`.
 */
export function reveal(element: HTMLElement | null): void {
  if (!element) return
  element.scrollIntoView({ block: 'start' })
  element.focus({ preventScroll: true })
}
