import { ownValue } from '@odia-ai/contract'
import type { KeyboardEvent } from 'react'

/** Keys that move focus between the virtual keys, and where each sends it from a key at `row`, `column`. */
const MOVES: Record<string, (row: number, column: number, rows: HTMLButtonElement[][]) => [number, number]> = {
  ArrowLeft: (row, column) => [row, column - 1],
  ArrowRight: (row, column) => [row, column + 1],
  ArrowUp: (row, column) => [row - 1, column],
  ArrowDown: (row, column) => [row + 1, column],
  Home: (row) => [row, 0],
  End: (row, _column, rows) => [row, rows[row]!.length - 1],
}

/** The nearest key that can be pressed in `row`, from `column` outwards (a blank key cannot take focus). */
function nearestEnabled(keys: HTMLButtonElement[], column: number, step: number): HTMLButtonElement | undefined {
  const clamped = Math.max(0, Math.min(column, keys.length - 1))
  for (let distance = 0; distance < keys.length; distance += 1) {
    for (const index of step === 0 ? [clamped - distance, clamped + distance] : [clamped + distance * step]) {
      const key = keys[index]
      if (key && !key.disabled) return key
    }
  }
  return undefined
}

/**
 * Arrow keys, Home and End move focus between the keys of the grid (rows of buttons marked `data-key-row`), so the whole
 * keyboard is one tab stop; answers the key now focused, or undefined when the key pressed is not a move.
 */
export function moveKeyFocus(event: KeyboardEvent<HTMLElement>, grid: HTMLElement): HTMLButtonElement | undefined {
  const move = ownValue(MOVES, event.key)
  const current = event.target as HTMLElement
  if (!move) return undefined
  const rows = [...grid.querySelectorAll('[data-key-row]')].map((row) => [...row.querySelectorAll('button')])
  const row = rows.findIndex((keys) => keys.includes(current as HTMLButtonElement))
  if (row < 0) return undefined
  const [toRow, toColumn] = move(row, rows[row]!.indexOf(current as HTMLButtonElement), rows)
  if (toRow < 0 || toRow >= rows.length) return undefined
  // Along a row, skip blank keys in the direction of travel; to another row, the nearest key below or above.
  const step = toRow !== row ? 0 : event.key === 'ArrowLeft' || event.key === 'End' ? -1 : 1
  const target = nearestEnabled(rows[toRow]!, toColumn, step)
  if (!target) return undefined
  event.preventDefault()
  target.focus()
  return target
}
