import type { ArchiveEntry, LineFormat } from './line-format'
import { TAR_END, tarMember } from './tar-member'

/** About 1 GB a shard, the size WebDataset's documentation suggests for streaming from a store. */
export const SHARD_BYTES = 1_000_000_000

export const shardName = (index: number) => `shard-${String(index).padStart(6, '0')}.tar`

/** WebDataset groups a tar's members by the name up to the first dot: a key keeps none. */
const key = (stem: string) => stem.replace(/\./g, '_')

/**
 * WebDataset shards `shard-000000.tar` …, each a ustar archive of samples `<key>.png` (or `.jpg`), `<key>.txt` (the
 * label, UTF-8, no line break) and `<key>.json` (the label and every column), the three members of a sample always
 * in the same shard. A shard is appended to as lines come and closed once the next sample would take it past
 * `shardBytes`; its images never lie elsewhere, so a render worker never writes them.
 */
export const webdatasetFormat: LineFormat = {
  imagePath: () => undefined,
  listsMetadataCsv: false,
  card: {
    dataFiles: ['shard-*.tar'],
    loading:
      'webdataset.WebDataset(sorted(glob.glob("shard-*.tar"))).decode("pil"), or load_dataset("webdataset", data_files="shard-*.tar")',
  },
  create: ({ now, shardBytes = SHARD_BYTES }) => {
    let shard = 0
    let written = 0
    return {
      start: () => [],
      line: (line) => {
        if (!(line.image instanceof Uint8Array)) throw new Error('A WebDataset sample needs its image bytes.')
        const name = key(line.stem)
        const sample = Buffer.concat([
          tarMember(`${name}.${line.extension}`, line.image, now),
          tarMember(`${name}.txt`, Buffer.from(line.text), now),
          tarMember(`${name}.json`, Buffer.from(JSON.stringify({ text: line.text, ...line.columns })), now),
        ])
        const entries: ArchiveEntry[] = []
        if (written > 0 && written + sample.length + TAR_END.length > shardBytes) {
          entries.push({ path: shardName(shard), data: TAR_END, append: true })
          shard += 1
          written = 0
        }
        written += sample.length
        entries.push({ path: shardName(shard), data: sample, append: true })
        return { image: `${shardName(shard)}/${name}.${line.extension}`, entries }
      },
      finish: async () => (written > 0 ? [{ path: shardName(shard), data: TAR_END, append: true }] : []),
    }
  },
}
