import { describe, expect, it } from 'vitest'
import { editScript, scriptCost } from '../src/edit-script'

const chars = (text: string) => Array.from(text)

describe('editScript', () => {
  it('finds the classic kitten → sitting distance of 3', () => {
    const operations = editScript(chars('kitten'), chars('sitting'))!
    expect(scriptCost(operations)).toBe(3)
    expect(operations.filter((operation) => operation.type !== 'equal')).toEqual([
      { type: 'substitute', reference: 'k', hypothesis: 's' },
      { type: 'substitute', reference: 'e', hypothesis: 'i' },
      { type: 'insert', hypothesis: 'g' },
    ])
  })

  it('rebuilds both texts from the script', () => {
    const reference = chars('ଓଡ଼ିଆ ଭାଷା')
    const hypothesis = chars('ଓଡିଆ ଭାସା!')
    const operations = editScript(reference, hypothesis)!
    const rebuiltReference = operations.flatMap((operation) => ('reference' in operation ? [operation.reference] : []))
    const rebuiltHypothesis = operations.flatMap((operation) =>
      'hypothesis' in operation ? [operation.hypothesis] : [],
    )
    expect(rebuiltReference).toEqual(reference)
    expect(rebuiltHypothesis).toEqual(hypothesis)
  })

  it('handles empty sides', () => {
    expect(editScript([], [])).toEqual([])
    expect(editScript(['a', 'b'], [])).toEqual([
      { type: 'delete', reference: 'a' },
      { type: 'delete', reference: 'b' },
    ])
    expect(scriptCost(editScript([], ['x'])!)).toBe(1)
  })
})
