/** Tar's unit: headers and data are whole 512-byte blocks. */
export const TAR_BLOCK = 512

/** What closes a tar archive: two zero blocks. */
export const TAR_END = new Uint8Array(TAR_BLOCK * 2)

const octal = (value: number, width: number): string => `${value.toString(8).padStart(width - 1, '0')}\0`

/**
 * A POSIX ustar header for a regular file (`name` at most 100 bytes of ASCII; WebDataset keys are), mode 0644, owned by
 * nobody in particular: what Python's tarfile and GNU tar read without warnings.
 */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(TAR_BLOCK)
  if (Buffer.byteLength(name) > 100) throw new Error(`A tar member name is at most 100 bytes: ${name}`)
  header.write(name, 0, 'utf8')
  header.write(octal(0o644, 8), 100, 'ascii')
  header.write(octal(0, 8), 108, 'ascii')
  header.write(octal(0, 8), 116, 'ascii')
  header.write(octal(size, 12), 124, 'ascii')
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  header.write('0', 156, 'ascii')
  header.write('ustar\0', 257, 'ascii')
  header.write('00', 263, 'ascii')
  // The checksum is summed with its own field read as eight spaces.
  header.fill(' ', 148, 156)
  let sum = 0
  for (const byte of header) sum += byte
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return header
}

/** One member: header, data, and the zeros that fill its last block. */
export function tarMember(name: string, data: Uint8Array, mtime: Date): Buffer {
  const padding = (TAR_BLOCK - (data.length % TAR_BLOCK)) % TAR_BLOCK
  return Buffer.concat([tarHeader(name, data.length, mtime), data, new Uint8Array(padding)])
}
