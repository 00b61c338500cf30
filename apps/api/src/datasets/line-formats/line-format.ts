import type { Readable } from 'node:stream'

/** One file of a dataset: an entry of an export archive, or a file of a synthetic job's folder. */
export interface ArchiveEntry {
  /** Relative, `/`-separated. */
  path: string
  /** Text or bytes at hand, bytes on their way (a crop being cut), or a stream opened when the entry's turn comes. */
  data: string | Uint8Array | Promise<Buffer> | (() => Readable)
  /** Deflate the entry (text); PNG crops and page images are stored as they are, being compressed already. */
  deflate?: boolean
  /**
   * The data continues the file at `path` (rows of metadata.csv, members of a tar shard): a folder appends it as it
   * comes, so a job's index grows with its images; an archive gathers it into one entry (see ZipOutput).
   */
  append?: boolean
}

/** One labelled line image, as every line format takes it. */
export interface FormatLine {
  /** Names the line's files, unique in the dataset, without extension: `scan-003` (line export), `000001` (synthetic). */
  stem: string
  /** The image's type. */
  extension: 'png' | 'jpg'
  /** The label: exactly what the image shows, NFC. */
  text: string
  /** The image's bytes; none when the image already lies at the format's imagePath (a render worker wrote it there). */
  image?: ArchiveEntry['data']
  /** What else is known of the line, in column order (the line export's source image and box, a synthetic image's font…). */
  columns: Record<string, string | number>
}

/** What a line became: the entries to write, and where its image is (a path, or a shard's member). */
export interface WrittenLine {
  entries: ArchiveEntry[]
  image: string
}

/** Writes one dataset in one format, line by line, then the files that list every line. */
export interface LineFormatWriter {
  /** The entries before the first line (a CSV header). */
  start: () => ArchiveEntry[]
  line: (line: FormatLine) => WrittenLine
  /** The entries after the last line (a character dictionary, a shard's end). */
  finish: () => Promise<ArchiveEntry[]>
}

export interface LineFormatOptions {
  /** When the dataset is made: PAGE XML's Created and LastChange, tar members' times. */
  now: Date
  /** The names of FormatLine.columns, in order. */
  columns: string[]
  /** How metadata.csv ends a row: RFC 4180's CRLF in an export archive, LF in a synthetic job's folder (as it always was). */
  rowEnd?: '\r\n' | '\n'
  /** WebDataset: how large a shard may grow before the next one starts. */
  shardBytes?: number
}

/** One line format: the same module writes the OCR tool's line export (a ZIP) and a synthetic job's folder. */
export interface LineFormat {
  /** Where the format puts a line's image, without its extension; undefined when images live inside its own files (tar shards). */
  imagePath: (stem: string) => string | undefined
  /** Whether the format's own index is the imagefolder metadata.csv (a synthetic job writes one beside any other). */
  listsMetadataCsv: boolean
  /**
   * What a synthetic job's dataset card says of it: the `data_files` patterns that load it (a folder format through its
   * metadata.csv, as imagefolder), and how to use it.
   */
  card: { dataFiles: readonly string[]; loading: string }
  create: (options: LineFormatOptions) => LineFormatWriter
}

/** The line's image at the format's path, when the line brings its bytes. */
export const imageEntries = (line: FormatLine, path: string): ArchiveEntry[] =>
  line.image === undefined ? [] : [{ path, data: line.image }]
