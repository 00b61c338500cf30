const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/**
 * A copy of a ZIP archive whose members declare other unpacked sizes (in archive order), in the central directory and
 * in their local headers alike: what a ZIP bomb or a lying archive looks like. Members past `sizes` keep theirs.
 */
export function withDeclaredSizes(archive: Uint8Array, sizes: number[]): Uint8Array {
  const zip = Buffer.from(archive)
  let central = 0
  let local = 0
  for (let at = 0; at + 4 <= zip.length; at += 1) {
    const signature = zip.readUInt32LE(at)
    if (signature === CENTRAL && central < sizes.length) zip.writeUInt32LE(sizes[central++]!, at + 24)
    else if (signature === LOCAL && local < sizes.length) zip.writeUInt32LE(sizes[local++]!, at + 22)
  }
  return zip
}
