import { describe, expect, it } from 'vitest'
import { scrollToShow, visibleRows } from '../../../../src/routes/-ocr/navigator/visible-rows'

describe('virtual rows', () => {
  it('renders only the rows in view plus a margin, however long the list', () => {
    expect(visibleRows(0, 192, 48, 10_000)).toEqual({ first: 0, last: 8 })
    expect(visibleRows(48 * 5000, 192, 48, 10_000)).toEqual({ first: 4996, last: 5008 })
    expect(visibleRows(48 * 9996, 192, 48, 10_000)).toEqual({ first: 9992, last: 10_000 })
  })

  it('scrolls just enough to show a row', () => {
    expect(scrollToShow(2, 0, 192, 48)).toBe(0)
    expect(scrollToShow(10, 0, 192, 48)).toBe(48 * 11 - 192)
    expect(scrollToShow(1, 480, 192, 48)).toBe(48)
  })
})
