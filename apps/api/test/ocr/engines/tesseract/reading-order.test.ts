import { describe, expect, it } from 'vitest'
import type { Edges } from '../../../../src/ocr/engines/pixel-box'
import { readingOrder } from '../../../../src/ocr/engines/tesseract/reading-order'

interface Item {
  name: string
  edges: Edges
}

const item = (name: string, x0: number, y0: number, x1: number, y1: number): Item => ({
  name,
  edges: { x0, y0, x1, y1 },
})
const order = (items: Item[]) => readingOrder(items, (each) => each.edges).map((each) => each.name)

describe("reading order of a page's blocks", () => {
  it('reads two columns one after the other, even where their paragraph breaks line up', () => {
    const right = [item('right 1', 600, 100, 1000, 300), item('right 2', 600, 350, 1000, 600)]
    const left = [item('left 1', 100, 100, 500, 300), item('left 2', 100, 350, 500, 600)]
    expect(order([...right, ...left])).toEqual(['left 1', 'left 2', 'right 1', 'right 2'])
  })

  it('reads a heading across both columns first and a footer across them last', () => {
    const items = [
      item('footer', 100, 700, 1000, 750),
      item('right', 600, 100, 1000, 600),
      item('heading', 100, 20, 1000, 80),
      item('left', 100, 100, 500, 600),
    ]
    expect(order(items)).toEqual(['heading', 'left', 'right', 'footer'])
  })

  it('reads one column top to bottom, a short centred block in its place', () => {
    const items = [
      item('third', 100, 500, 1000, 700),
      item('centred', 400, 300, 700, 340),
      item('first', 100, 100, 1000, 250),
    ]
    expect(order(items)).toEqual(['first', 'centred', 'third'])
  })

  it('reads blocks that no gap separates top to bottom, then left to right', () => {
    const items = [
      item('lower', 100, 150, 600, 400),
      item('upper right', 500, 100, 900, 300),
      item('upper left', 100, 100, 550, 200),
    ]
    expect(order(items)).toEqual(['upper left', 'upper right', 'lower'])
  })
})
