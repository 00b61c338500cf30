/** The rows of a fixed-height list to render for a scroll position: the visible ones plus a margin. */
export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 4) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan)
  return { first, last }
}

/** The scroll position that brings row `index` into view, or `scrollTop` when it already is. */
export function scrollToShow(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = index * rowHeight
  if (top < scrollTop) return top
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight
  return scrollTop
}
