import { Band, cellValue, runBand } from './band-columns'
import { MAX_SCRIPT_STEPS } from './comparison-limits'
import { symbolDistance } from './edit-distance'
import { runSteps, type Steps } from './steps'
import { toSymbols } from './symbols'

export type EditOperation =
  | { type: 'equal'; reference: string; hypothesis: string }
  | { type: 'substitute'; reference: string; hypothesis: string }
  | { type: 'delete'; reference: string }
  | { type: 'insert'; hypothesis: string }

/**
 * The cheapest way to turn `reference` into `hypothesis` (Levenshtein, unit costs), as a list of operations in reading
 * order; null when the texts are too long to compare (see comparison-limits). Its cost (everything but `equal`) is the
 * edit distance. Of several cheapest scripts it is the one a walk back from the end of the whole table takes, preferring
 * a diagonal step, then a deletion: the table is worked out only in the band a path of the distance's cost can use,
 * which holds every cell such a walk reads the same as the whole table does.
 */
export const editScript = (reference: readonly string[], hypothesis: readonly string[]): EditOperation[] | null =>
  runSteps(editScriptSteps(reference, hypothesis))

/** editScript a step at a time: numbering the units, each band of the distance, the band kept, the walk back. */
export function* editScriptSteps(
  reference: readonly string[],
  hypothesis: readonly string[],
): Steps<EditOperation[] | null> {
  const symbols = toSymbols(reference, hypothesis)
  yield
  const distance = yield* symbolDistance(symbols)
  if (distance === null) return null
  if (reference.length === 0 || hypothesis.length === 0) {
    return [
      ...reference.map((unit) => ({ type: 'delete' as const, reference: unit })),
      ...hypothesis.map((unit) => ({ type: 'insert' as const, hypothesis: unit })),
    ]
  }
  const band = new Band(reference.length, hypothesis.length, distance)
  if (band.steps() > MAX_SCRIPT_STEPS) return null
  yield
  const { kept } = runBand(symbols.reference, symbols.hypothesis, symbols.alphabet, band, true)
  yield
  const cost = (row: number, column: number) => cellValue(band, kept!, row, column)

  // Walking back, `here` is the cell's value: a cell of a cheapest path, so it drops by the step's cost. Where the units
  // are the same, the diagonal always costs nothing (and is taken) without reading the table.
  const operations: EditOperation[] = []
  let i = reference.length
  let j = hypothesis.length
  let here = distance
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0) {
      const same = symbols.reference[i - 1] === symbols.hypothesis[j - 1]
      if (same || here === cost(i - 1, j - 1) + 1) {
        operations.push({
          type: same ? 'equal' : 'substitute',
          reference: reference[i - 1]!,
          hypothesis: hypothesis[j - 1]!,
        })
        here -= same ? 0 : 1
        i--
        j--
        continue
      }
    }
    if (i > 0 && here === cost(i - 1, j) + 1) {
      operations.push({ type: 'delete', reference: reference[i - 1]! })
      i--
    } else {
      operations.push({ type: 'insert', hypothesis: hypothesis[j - 1]! })
      j--
    }
    here -= 1
  }
  return operations.reverse()
}

/** What a script costs: everything but `equal` (the edit distance, for a cheapest script). */
export const scriptCost = (operations: readonly EditOperation[]): number =>
  operations.reduce((errors, operation) => errors + (operation.type === 'equal' ? 0 : 1), 0)
