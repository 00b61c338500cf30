/** How long a worker waiting for pixels sleeps before it looks at its stream's switch again, ms. */
const RECHECK_MS = 50

/**
 * The pixels of large lines (LARGE_LINE_PIXELS and more) that the pool's workers draw at once, shared through a
 * SharedArrayBuffer: a worker takes its line's pixels before it draws it and gives them back once the line's buffers
 * are handed back, so however many workers there are, the memory of large lines in flight stays within the budget. A
 * line larger than the whole budget is drawn when no other is. Slot 0 counts what is taken, slot 1 + w what worker w
 * took, so that a worker that dies gives its share back (release).
 */
export class PixelBudget {
  private readonly slots: Int32Array

  constructor(
    readonly pixels: number,
    readonly buffer: SharedArrayBuffer,
  ) {
    this.slots = new Int32Array(buffer)
  }

  static shared(workers: number): SharedArrayBuffer {
    return new SharedArrayBuffer(4 * (1 + workers))
  }

  /** Worker `worker` waits (blocking its thread) until `pixels` fit; false when `stopped` says to give up meanwhile. */
  take(worker: number, pixels: number, stopped: () => boolean): boolean {
    for (;;) {
      const taken = Atomics.load(this.slots, 0)
      if (
        (taken === 0 || taken + pixels <= this.pixels) &&
        Atomics.compareExchange(this.slots, 0, taken, taken + pixels) === taken
      ) {
        Atomics.add(this.slots, 1 + worker, pixels)
        return true
      }
      if (stopped()) return false
      Atomics.wait(this.slots, 0, taken, RECHECK_MS)
    }
  }

  /** Gives back what worker `worker` took. */
  release(worker: number): void {
    Atomics.sub(this.slots, 0, Atomics.exchange(this.slots, 1 + worker, 0))
    Atomics.notify(this.slots, 0)
  }
}
