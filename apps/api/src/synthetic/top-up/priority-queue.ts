/** A binary heap: `pop` gives the item that comes `before` every other. */
export class PriorityQueue<T> {
  private readonly items: T[] = []

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length
  }

  peek(): T | undefined {
    return this.items[0]
  }

  push(item: T): void {
    const items = this.items
    let index = items.push(item) - 1
    while (index > 0) {
      const parent = (index - 1) >> 1
      if (!this.before(items[index]!, items[parent]!)) break
      ;[items[index], items[parent]] = [items[parent]!, items[index]!]
      index = parent
    }
  }

  pop(): T | undefined {
    const items = this.items
    const top = items[0]
    const last = items.pop()
    if (items.length === 0 || last === undefined) return top
    items[0] = last
    let index = 0
    for (;;) {
      const [left, right] = [2 * index + 1, 2 * index + 2]
      let first = index
      if (left < items.length && this.before(items[left]!, items[first]!)) first = left
      if (right < items.length && this.before(items[right]!, items[first]!)) first = right
      if (first === index) return top
      ;[items[index], items[first]] = [items[first]!, items[index]!]
      index = first
    }
  }
}
