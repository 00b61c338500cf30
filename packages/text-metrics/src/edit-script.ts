export type EditOperation =
  | { type: 'equal'; reference: string; hypothesis: string }
  | { type: 'substitute'; reference: string; hypothesis: string }
  | { type: 'delete'; reference: string }
  | { type: 'insert'; hypothesis: string }

/**
 * The cheapest way to turn `reference` into `hypothesis` (Levenshtein, unit costs), as a list of
 * operations in reading order. Its cost (everything but `equal`) is the edit distance.
 */
export function editScript(reference: readonly string[], hypothesis: readonly string[]): EditOperation[] {
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
        operations.push({ type: same ? 'equal' : 'substitute', reference: reference[i - 1]!, hypothesis: hypothesis[j - 1]! })
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

export const editDistance = (operations: readonly EditOperation[]): number =>
  operations.reduce((errors, operation) => errors + (operation.type === 'equal' ? 0 : 1), 0)
