import { describe, expect, it } from 'vitest'
import { clusterTargetsTable, topUpMarkdown } from '../../../src/synthetic/top-up/top-up-markdown'

describe('top-up targets in Markdown', () => {
  it('writes one table row per cluster, in order, with Markdown characters escaped', () => {
    expect(
      clusterTargetsTable([
        { cluster: 'କ୍ଷ', target: 200, achieved: 187 },
        { cluster: 'ଶ୍ରୀ|', target: 1, achieved: 0 },
      ]),
    ).toBe('| Cluster | Target | Achieved |\n| --- | ---: | ---: |\n| କ୍ଷ | 200 | 187 |\n| ଶ୍ରୀ\\| | 1 | 0 |\n')
  })

  it('says where the lines came from above the table', () => {
    const text = topUpMarkdown({
      project: 3,
      source: 'validated',
      candidates: 40,
      lines: 12,
      targets: [{ cluster: 'ମା', target: 12, achieved: 12 }],
    })
    expect(text).toContain("annotation project 3:\n12 of 40 distinct lines of the project's validated texts.")
    expect(text.endsWith('| ମା | 12 | 12 |\n')).toBe(true)
  })
})
