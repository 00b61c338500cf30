// Little-endian reading and writing of the fixed-width values Tesseract's TFile serialises (src/ccutil/serialis.h):
// integers and floats as their bytes, a string or vector as a uint32 count followed by its elements.

/** Makes the error thrown when the bytes run out or hold a value that cannot be right. */
export type FormatFailure = (message: string) => Error

export class ByteReader {
  private offset = 0
  private readonly view: DataView

  constructor(
    private readonly bytes: Uint8Array,
    private readonly fail: FormatFailure,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  /** The error to throw for a value that cannot be right, in the words of this reader's kind of data. */
  error(message: string): Error {
    return this.fail(`${message} (at byte ${this.offset})`)
  }

  get position(): number {
    return this.offset
  }

  get remaining(): number {
    return this.bytes.length - this.offset
  }

  /** Moves past `size` bytes, failing with what was being read when fewer are left. */
  private take(size: number, what: string): number {
    if (size > this.remaining)
      throw this.fail(`it ends at byte ${this.bytes.length} while reading ${what} (${size} bytes at ${this.offset})`)
    const at = this.offset
    this.offset += size
    return at
  }

  u8(what: string): number {
    return this.view.getUint8(this.take(1, what))
  }

  i8(what: string): number {
    return this.view.getInt8(this.take(1, what))
  }

  i32(what: string): number {
    return this.view.getInt32(this.take(4, what), true)
  }

  u32(what: string): number {
    return this.view.getUint32(this.take(4, what), true)
  }

  /** An int64 that must fit a JavaScript number exactly (offsets in a file do). */
  i64(what: string): number {
    const value = this.view.getBigInt64(this.take(8, what), true)
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
      throw this.error(`${what} is ${value}, out of range`)
    return Number(value)
  }

  f32(what: string): number {
    return this.view.getFloat32(this.take(4, what), true)
  }

  f64(what: string): number {
    return this.view.getFloat64(this.take(8, what), true)
  }

  /** The next `size` bytes, shared with the input (not copied). */
  bytesOf(size: number, what: string): Uint8Array {
    const at = this.take(size, what)
    return this.bytes.subarray(at, at + size)
  }

  /** The bytes from `start` up to where the reader is, shared with the input. */
  since(start: number): Uint8Array {
    return this.bytes.subarray(start, this.offset)
  }

  /** What is left, shared with the input. */
  rest(): Uint8Array {
    return this.bytesOf(this.remaining, 'the rest')
  }

  /** A std::string: uint32 length, then its bytes, kept byte for byte (latin1 maps each byte to one character). */
  string(what: string): string {
    const length = this.u32(`the length of ${what}`)
    return Buffer.from(this.bytesOf(length, what)).toString('latin1')
  }

  int8s(count: number, what: string): Int8Array {
    const at = this.take(count, what)
    return new Int8Array(this.bytes.buffer, this.bytes.byteOffset + at, count).slice()
  }

  f64s(count: number, what: string): Float64Array {
    const at = this.take(count * 8, what)
    const values = new Float64Array(count)
    for (let i = 0; i < count; i++) values[i] = this.view.getFloat64(at + i * 8, true)
    return values
  }

  /**
   * One line as TFile::FGets reads it into a buffer of `bufferSize` bytes: up to and including a newline, or
   * `bufferSize - 1` bytes, whichever comes first. Undefined at the end of the bytes.
   */
  line(bufferSize: number): Uint8Array | undefined {
    const start = this.offset
    while (this.offset - start + 1 < bufferSize && this.offset < this.bytes.length) {
      if (this.bytes[this.offset++] === 0x0a) break
    }
    return this.offset > start ? this.bytes.subarray(start, this.offset) : undefined
  }
}

export class ByteWriter {
  private readonly chunks: Uint8Array[] = []
  private length = 0

  private push(chunk: Uint8Array): void {
    this.chunks.push(chunk)
    this.length += chunk.length
  }

  private fixed(size: number, set: (view: DataView) => void): void {
    const chunk = new Uint8Array(size)
    set(new DataView(chunk.buffer))
    this.push(chunk)
  }

  u8(value: number): void {
    this.fixed(1, (view) => view.setUint8(0, value))
  }

  i8(value: number): void {
    this.fixed(1, (view) => view.setInt8(0, value))
  }

  i32(value: number): void {
    this.fixed(4, (view) => view.setInt32(0, value, true))
  }

  u32(value: number): void {
    this.fixed(4, (view) => view.setUint32(0, value, true))
  }

  i64(value: number): void {
    this.fixed(8, (view) => view.setBigInt64(0, BigInt(value), true))
  }

  f32(value: number): void {
    this.fixed(4, (view) => view.setFloat32(0, value, true))
  }

  f64(value: number): void {
    this.fixed(8, (view) => view.setFloat64(0, value, true))
  }

  bytes(chunk: Uint8Array): void {
    this.push(chunk)
  }

  string(value: string): void {
    const bytes = Buffer.from(value, 'latin1')
    this.u32(bytes.length)
    this.push(bytes)
  }

  int8s(values: Int8Array): void {
    this.push(new Uint8Array(values.buffer, values.byteOffset, values.byteLength))
  }

  f64s(values: Float64Array): void {
    this.fixed(values.length * 8, (view) => values.forEach((value, i) => view.setFloat64(i * 8, value, true)))
  }

  toBytes(): Uint8Array {
    return Buffer.concat(this.chunks, this.length)
  }
}
