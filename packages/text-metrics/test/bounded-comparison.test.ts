import { describe, expect, it } from 'vitest'
import { editDistance } from '../src/edit-distance'
import { editScript, scriptCost } from '../src/edit-script'
import { fullTableDistance, fullTableScript } from './helpers/full-table'
import { misread, randomOdia, seeded } from './helpers/odia-text'

const sides = (operations: ReturnType<typeof fullTableScript>) => ({
  reference: operations.flatMap((operation) => ('reference' in operation ? [operation.reference] : [])),
  hypothesis: operations.flatMap((operation) => ('hypothesis' in operation ? [operation.hypothesis] : [])),
})

describe('bounded edit distance and script', () => {
  it(
    'give exactly what the whole table gave, on thousands of random Odia pairs near and far apart',
    { timeout: 30_000 },
    () => {
      const random = seeded(29)
      for (let pair = 0; pair < 3000; pair++) {
        const letters = 1 + Math.floor(random() * 12)
        const reference = randomOdia(random, Math.floor(random() * (pair % 10 === 0 ? 700 : 140)), letters)
        const share = [0, 0.02, 0.1, 0.4, 1][pair % 5]!
        const hypothesis =
          share === 1
            ? randomOdia(random, Math.floor(random() * 140), letters)
            : misread(random, reference, share, letters)
        const expected = fullTableScript(reference, hypothesis)
        expect(editScript(reference, hypothesis)).toEqual(expected)
        expect(editDistance(reference, hypothesis)).toBe(scriptCost(expected))
      }
    },
  )

  it(
    'gives the whole table’s distance for two texts as far apart as the limit allows, and null past it',
    { timeout: 30_000 },
    () => {
      const random = seeded(7)
      const [reference, hypothesis] = [randomOdia(random, 4_000), randomOdia(random, 4_000)]
      expect(editDistance(reference, hypothesis)).toBe(fullTableDistance(reference, hypothesis))
      expect(editDistance(randomOdia(random, 6_000), randomOdia(random, 6_000))).toBeNull()
    },
  )

  it(
    'gives the whole table’s script for long texts within the script limit, and null past it',
    { timeout: 30_000 },
    () => {
      const random = seeded(11)
      const reference = randomOdia(random, 3_000)
      const near = misread(random, reference, 0.2)
      expect(editScript(reference, near)).toEqual(fullTableScript(reference, near))
      const far = randomOdia(random, 3_000)
      expect(editScript(reference, far)).toEqual(fullTableScript(reference, far))
      const [longer, longerFar] = [randomOdia(random, 5_000), randomOdia(random, 5_000)]
      expect(editDistance(longer, longerFar)).not.toBeNull()
      expect(editScript(longer, longerFar)).toBeNull()
    },
  )

  it('compares long texts that differ little, within the same limits', { timeout: 30_000 }, () => {
    const random = seeded(3)
    const reference = randomOdia(random, 20_000)
    const hypothesis = misread(random, reference, 0.005)
    const script = editScript(reference, hypothesis)
    expect(sides(script!)).toEqual({ reference, hypothesis })
    expect(scriptCost(script!)).toBe(editDistance(reference, hypothesis))
    expect(scriptCost(script!)).toBeGreaterThan(50)
    const page = randomOdia(random, 100_000)
    expect(editDistance(page, misread(random, page, 0.0005))).toBeGreaterThan(20)
    expect(editDistance(page, misread(random, page, 0.01))).toBeNull()
    expect(editDistance(page, [...page].reverse())).toBeNull()
  })
})
