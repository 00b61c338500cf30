import type { Edges } from '../pixel-box'

type Axis = 'x' | 'y'

/** The items in runs along an axis, split wherever no item covers the gap between two runs. */
function runsAlong<T>(items: T[], edgesOf: (item: T) => Edges, axis: Axis): T[][] {
  const [start, end] = axis === 'x' ? (['x0', 'x1'] as const) : (['y0', 'y1'] as const)
  const sorted = [...items].sort((a, b) => edgesOf(a)[start] - edgesOf(b)[start])
  const runs: T[][] = []
  let reach = -Infinity
  for (const item of sorted) {
    const edges = edgesOf(item)
    if (edges[start] > reach) runs.push([])
    runs.at(-1)!.push(item)
    reach = Math.max(reach, edges[end])
  }
  return runs
}

/**
 * Items of a page (text blocks) in reading order: columns left to right, each read top to bottom. The page is cut
 * recursively at the gaps no item crosses, upright gaps first (so two columns are read one after the other even where
 * their paragraph breaks line up), then level ones (a heading across both columns is read before them); items that no
 * gap separates are read top to bottom.
 */
export function readingOrder<T>(items: T[], edgesOf: (item: T) => Edges): T[] {
  if (items.length <= 1) return items
  for (const axis of ['x', 'y'] as const) {
    const runs = runsAlong(items, edgesOf, axis)
    if (runs.length > 1) return runs.flatMap((run) => readingOrder(run, edgesOf))
  }
  return [...items].sort((a, b) => edgesOf(a).y0 - edgesOf(b).y0 || edgesOf(a).x0 - edgesOf(b).x0)
}
