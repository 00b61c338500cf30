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

const END = 0x06054b50

/** The central directory records of a ZIP as fflate writes it (no ZIP64, no comment), each a copy. */
export function centralRecords(archive: Uint8Array): Buffer[] {
  const zip = Buffer.from(archive)
  const end = zip.length - 22
  if (zip.readUInt32LE(end) !== END) throw new Error('not a ZIP without a comment')
  const records: Buffer[] = []
  for (let at = zip.readUInt32LE(end + 16), left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    const length = 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    records.push(Buffer.from(zip.subarray(at, at + length)))
    at += length
  }
  return records
}

/** A central directory record under another name, its member's local header `shift` bytes further on. */
export function relisted(record: Buffer, name: string, shift = 0): Buffer {
  const nameLength = record.readUInt16LE(28)
  const head = Buffer.from(record.subarray(0, 46))
  const encoded = Buffer.from(name)
  head.writeUInt16LE(encoded.length, 28)
  head.writeUInt32LE(head.readUInt32LE(42) + shift, 42)
  return Buffer.concat([head, encoded, record.subarray(46 + nameLength)])
}

/**
 * The archive's member bytes with `records` as its central directory: how a crafted archive lists one member's bytes
 * under many names, or a member hidden inside another's data.
 */
export function withCentralDirectory(archive: Uint8Array, records: Buffer[]): Buffer {
  const zip = Buffer.from(archive)
  const members = zip.subarray(0, zip.readUInt32LE(zip.length - 22 + 16))
  const directory = Buffer.concat(records)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END, 0)
  end.writeUInt16LE(records.length, 8)
  end.writeUInt16LE(records.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(members.length, 16)
  return Buffer.concat([members, directory, end])
}
