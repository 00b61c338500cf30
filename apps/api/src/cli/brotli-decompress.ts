import { brotliDecompressSync } from 'node:zlib'

/**
 * brotli.js's `decompress(buffer, outSize)`, which fontkit calls to read a `.woff2` font (a FONTS_DIR file), done by
 * Node's own zlib. The bundled CLI puts this in its place (see build.mjs): brotli.js is 1.3 MB of JavaScript, most of
 * the bundle, and compiling it was a fifth of the command's fixed start-up.
 */
export default function decompress(buffer: Uint8Array): Uint8Array {
  return brotliDecompressSync(buffer)
}
