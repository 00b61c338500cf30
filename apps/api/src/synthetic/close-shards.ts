import { open, readdir, rm, truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TAR_BLOCK, TAR_END } from '../datasets/line-formats/tar-member'

const SHARD = /^shard-\d+\.tar$/
/** A row's image in a shard: `shard-000003.tar/000123.png` names shard and sample key. */
const SHARD_MEMBER = /^(shard-\d+\.tar)\/([^/.]+)\./

/** The sample keys each shard's listed rows name. */
function listedKeys(listed: Iterable<string>): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>()
  for (const path of listed) {
    const match = SHARD_MEMBER.exec(path)
    if (match) keys.set(match[1]!, (keys.get(match[1]!) ?? new Set()).add(match[2]!))
  }
  return keys
}

/** Where the shard's last whole member of a listed sample ends: its members are walked header by header from the start. */
async function endOfListedSamples(file: string, keys: Set<string>): Promise<number> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const header = Buffer.alloc(TAR_BLOCK)
    let at = 0
    while (at + TAR_BLOCK <= size) {
      await handle.read(header, 0, TAR_BLOCK, at)
      const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '')
      const end = at + TAR_BLOCK + Math.ceil(parseInt(header.toString('latin1', 124, 136), 8) / TAR_BLOCK) * TAR_BLOCK
      if (!name || !keys.has(name.slice(0, name.indexOf('.'))) || !(end <= size)) break
      at = end
    }
    return at
  } finally {
    await handle.close()
  }
}

/**
 * Cuts each WebDataset shard of a stopped job's staging folder to the samples its kept rows list, and closes it with
 * tar's two end blocks. A kill mid-append leaves samples no row lists, half a member and no end, and a tar reader
 * (WebDataset streams shards through Python's tarfile) stops on that with "unexpected end of data". A shard none of
 * whose samples is listed is removed.
 */
export async function closeShards(staging: string, listed: Iterable<string>): Promise<void> {
  const keys = listedKeys(listed)
  for (const name of (await readdir(staging)).filter((entry) => SHARD.test(entry))) {
    const file = join(staging, name)
    const kept = keys.get(name)
    if (!kept) {
      await rm(file)
      continue
    }
    await truncate(file, await endOfListedSamples(file, kept))
    await writeFile(file, TAR_END, { flag: 'a' })
  }
}
