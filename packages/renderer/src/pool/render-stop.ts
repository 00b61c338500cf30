/** Atomics.waitAsync (ES2024, in Node since 16), which the ES2023 library these packages compile against lacks. */
const { waitAsync } = Atomics as unknown as {
  waitAsync: (array: Int32Array, index: number, value: number) => { value: Promise<string> | string }
}

/** Slots of the switch: whether the stream is stopped, and how many files its workers are writing. */
const STOPPED = 0
const WRITING = 1

/**
 * The switch of one stream of batches (RenderPool.renderInOrder), shared by the pool's thread and its workers through
 * a SharedArrayBuffer: a worker checks it between images and writes each file under it, so that once `stop` resolves
 * no file of the stream is being written, nor will be, while the image a worker is drawing is dropped without anyone
 * waiting for it.
 */
export class RenderStop {
  private readonly slots: Int32Array

  constructor(readonly buffer = new SharedArrayBuffer(8)) {
    this.slots = new Int32Array(buffer)
  }

  get stopped(): boolean {
    return Atomics.load(this.slots, STOPPED) === 1
  }

  /**
   * Runs `write` unless the stream is stopped (then answers false); a stop waits for it to end. A writer counts itself
   * before it looks at the switch, and `stop` sets the switch before it counts the writers: one of them sees the other.
   */
  write(write: () => void): boolean {
    Atomics.add(this.slots, WRITING, 1)
    try {
      if (this.stopped) return false
      write()
      return true
    } finally {
      Atomics.sub(this.slots, WRITING, 1)
      Atomics.notify(this.slots, WRITING)
    }
  }

  /** Stops the stream: resolves once no worker writes a file of it, and none will. */
  async stop(): Promise<void> {
    Atomics.store(this.slots, STOPPED, 1)
    for (let writers = Atomics.load(this.slots, WRITING); writers > 0; writers = Atomics.load(this.slots, WRITING)) {
      await waitAsync(this.slots, WRITING, writers).value
    }
  }
}
