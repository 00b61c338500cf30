import { constants, createDeflate, deflateSync, type ZlibOptions } from 'node:zlib'

/** The native zlib stream under a `zlib.Deflate`, which Node drives itself in `deflateSync`. */
interface NativeZlib {
  writeSync: (
    flush: number,
    input: Uint8Array,
    inOffset: number,
    inLength: number,
    output: Uint8Array,
    outOffset: number,
    outLength: number,
  ) => void
  reset: () => void
}

/** A Deflate's handle and the two counts each write leaves behind: output bytes left free, input bytes left unread. */
interface DeflateInternals {
  _handle?: NativeZlib
  _writeState?: Uint32Array
}

/** Room for any input's zlib stream, stored blocks at worst (zlib's deflateBound, rounded up). */
const bound = (length: number) => length + (length >> 2) + 64

/**
 * A thread's buffers reused image after image grow to this size at most: a larger image's (a long line at a fixed
 * height) are its own, let go after it, not kept for every line after.
 */
export const KEPT_BUFFER_BYTES = 1 << 22

/**
 * `deflateSync(input, options)` on one zlib stream per thread, reset after each input: `deflateSync` builds a stream
 * object and a fresh zlib state (allocated and zeroed) per call, a measurable share of a clean line's time. Node has no
 * public API for a reusable synchronous stream, so this drives the stream's native handle the way `deflateSync` does;
 * where a Node version's internals differ (checked once, against `deflateSync`), it is `deflateSync` itself.
 * The result is a view of a buffer the next call overwrites.
 */
export function reusedDeflate(options: ZlibOptions): (input: Uint8Array) => Uint8Array {
  const fallback = (input: Uint8Array) => deflateSync(input, options)
  const { _handle: handle, _writeState: left } = createDeflate(options) as unknown as DeflateInternals
  if (typeof handle?.writeSync !== 'function' || typeof handle.reset !== 'function' || !(left instanceof Uint32Array))
    return fallback
  let kept = new Uint8Array(0)
  const reused = (input: Uint8Array) => {
    const size = bound(input.length)
    if (kept.length < size && size <= KEPT_BUFFER_BYTES) kept = new Uint8Array(size)
    const output = kept.length >= size ? kept : new Uint8Array(size)
    handle.writeSync(constants.Z_FINISH, input, 0, input.length, output, 0, output.length)
    const [outputLeft, inputLeft] = left
    handle.reset()
    if (inputLeft !== 0 || outputLeft === 0) throw new Error('zlib did not finish the stream in one write.')
    return output.subarray(0, output.length - outputLeft!)
  }
  const probe = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7) % 251)
  try {
    return Buffer.from(reused(probe)).equals(fallback(probe)) ? reused : fallback
  } catch {
    return fallback
  }
}
