import { closeSync, openSync, renameSync, rmSync } from 'node:fs'

/**
 * Moves the file `from` to `to` unless the folder already holds `to`, in any letter case it ignores (macOS, Windows):
 * `to` is first made empty and exclusively (`O_EXCL`, refused for any name the folder takes for it), then `from` is
 * renamed onto it. Answers whether the file moved; nothing that was there is ever replaced. Synchronous, so a caller
 * can choose a name, move the file and record it without a pause. Works on folders without hard links (FAT, exFAT).
 */
export function moveWithoutReplacing(from: string, to: string): boolean {
  try {
    closeSync(openSync(to, 'wx'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    renameSync(from, to)
  } catch (error) {
    rmSync(to, { force: true })
    throw error
  }
  return true
}
