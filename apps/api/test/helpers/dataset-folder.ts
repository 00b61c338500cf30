import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'

/**
 * Checks a job folder that a stop cut short: some but not all of its `planned` images are in `images/`, and its
 * metadata.csv lists exactly them, in order. Returns how many there are.
 */
export function expectEveryImageListed(folder: string, planned: number): number {
  const images = readdirSync(join(folder, 'images'))
  expect(images.length).toBeGreaterThan(0)
  expect(images.length).toBeLessThan(planned)
  const rows = readFileSync(join(folder, 'metadata.csv'), 'utf8').trimEnd().split('\n').slice(1)
  expect(rows.map((row) => row.slice(0, row.indexOf(',')))).toEqual(images.map((image) => `images/${image}`))
  return images.length
}
