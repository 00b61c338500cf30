import type { EditOperation } from '../../src/edit-script'

/**
 * The edit script as text-metrics worked it out before it was bounded: the whole (n+1)(m+1) table, then a walk back from
 * its end preferring a diagonal step, then a deletion. The bounded one must give exactly this.
 */
export function fullTableScript(reference: readonly string[], hypothesis: readonly string[]): EditOperation[] {
  const rows = reference.length + 1
  const columns = hypothesis.length + 1
  const cost = new Uint32Array(rows * columns)
  for (let i = 0; i < rows; i++) cost[i * columns] = i
  for (let j = 0; j < columns; j++) cost[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const same = reference[i - 1] === hypothesis[j - 1]
      cost[i * columns + j] = Math.min(
        cost[(i - 1) * columns + (j - 1)]! + (same ? 0 : 1),
        cost[(i - 1) * columns + j]! + 1,
        cost[i * columns + (j - 1)]! + 1,
      )
    }
  }
  const operations: EditOperation[] = []
  let i = rows - 1
  let j = columns - 1
  while (i > 0 || j > 0) {
    const here = cost[i * columns + j]!
    if (i > 0 && j > 0) {
      const same = reference[i - 1] === hypothesis[j - 1]
      if (here === cost[(i - 1) * columns + (j - 1)]! + (same ? 0 : 1)) {
        operations.push({
          type: same ? 'equal' : 'substitute',
          reference: reference[i - 1]!,
          hypothesis: hypothesis[j - 1]!,
        })
        i--
        j--
        continue
      }
    }
    if (i > 0 && here === cost[(i - 1) * columns + j]! + 1) {
      operations.push({ type: 'delete', reference: reference[i - 1]! })
      i--
    } else {
      operations.push({ type: 'insert', hypothesis: hypothesis[j - 1]! })
      j--
    }
  }
  return operations.reverse()
}

/** The same table's last value, two rows at a time: the distance of texts whose whole table would not fit in memory. */
export function fullTableDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Uint32Array.from({ length: hypothesis.length + 1 }, (_, j) => j)
  let current = new Uint32Array(hypothesis.length + 1)
  for (let i = 1; i <= reference.length; i++) {
    current[0] = i
    for (let j = 1; j <= hypothesis.length; j++) {
      current[j] = Math.min(
        previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1),
        previous[j]! + 1,
        current[j - 1]! + 1,
      )
    }
    ;[previous, current] = [current, previous]
  }
  return previous[hypothesis.length]!
}
