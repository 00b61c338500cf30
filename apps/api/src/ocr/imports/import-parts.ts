import type { Multipart, MultipartFile } from '@fastify/multipart'
import { formatBytes } from '@odia-ai/contract'
import {
  MAX_PAGE_XML_BYTES,
  MAX_PAGE_XML_REQUEST_BYTES,
  readPageXmlZip,
  type PageXmlReading,
} from '../../datasets/page-xml/page-xml-import'
import type { PageXmlReader } from '../../datasets/page-xml/page-xml-reader'
import { AppError, badRequest } from '../../errors'
import { incompleteCsv, parseAnnotationCsv, type ParsedCsv } from '../csv/csv-import'
import type { ImportedPageFile } from '../lines/page-import'

/** What an import's file is, by its name: PAGE XML (`.xml`), a ZIP of PAGE XML (`.zip`), or else an annotations CSV, as before. */
type ImportFileKind = 'csv' | 'xml' | 'zip'

function importFileKind(fileName: string): ImportFileKind {
  const name = fileName.toLowerCase()
  return name.endsWith('.xml') ? 'xml' : name.endsWith('.zip') ? 'zip' : 'csv'
}

/** The whole file, read to its end in any case (an unread part hangs the request), or undefined when it passes `limit`. */
async function readWhole(part: MultipartFile, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit || part.file.truncated ? undefined : Buffer.concat(chunks)
}

/** How an import's files are read: where, with what limit on each file, and while its client waits for the answer. */
export interface ImportReading {
  uploadMaxBytes: number
  pageXml: PageXmlReader
  /** Aborted when the client leaves: no further file is read, and the one being read is stopped. */
  signal: AbortSignal
}

/**
 * The PAGE XML of one import, read off the event loop: its XML in all (files, and what its ZIPs unpack to) is counted
 * against MAX_PAGE_XML_REQUEST_BYTES before it is read, and nothing more is read once the client has left.
 */
function pageXmlReading({ pageXml, signal }: ImportReading): PageXmlReading {
  let reserved = 0
  return {
    reserve(bytes) {
      reserved += bytes
      if (reserved > MAX_PAGE_XML_REQUEST_BYTES) {
        throw new AppError(
          413,
          'PAGE_XML_TOO_LARGE',
          `The import's XML adds up to more than ${formatBytes(MAX_PAGE_XML_REQUEST_BYTES)}: import its files in several parts.`,
        )
      }
    },
    read: (bytes, name) => pageXml.read(bytes, name, signal),
  }
}

/**
 * Reads one uploaded PAGE XML file, or a ZIP of them, into its pages. A file over its limit (MAX_PAGE_XML_BYTES for
 * XML, the upload limit for a ZIP) is a 413; what the file holds is checked by the readers (400 naming the file).
 */
async function readPageXmlUpload(
  part: MultipartFile,
  kind: 'xml' | 'zip',
  uploadMaxBytes: number,
  reading: PageXmlReading,
): Promise<ImportedPageFile[]> {
  const name = (part.filename || `page.${kind}`).normalize('NFC')
  const limit = kind === 'xml' ? Math.min(MAX_PAGE_XML_BYTES, uploadMaxBytes) : uploadMaxBytes
  const bytes = await readWhole(part, limit)
  if (!bytes) throw new AppError(413, 'PAGE_XML_TOO_LARGE', `${name} is larger than the ${formatBytes(limit)} limit.`)
  if (kind === 'xml') {
    reading.reserve(bytes.length)
    return [await reading.read(bytes, name)]
  }
  try {
    return (await readPageXmlZip(bytes, reading)).map((file) => ({ ...file, archive: name }))
  } catch (error) {
    // Which of the import's files the problem is in, before what it is.
    throw error instanceof AppError ? new AppError(error.statusCode, error.code, `${name}: ${error.message}`) : error
  }
}

/** An import's multipart request as read: its fields, and the CSV or the PAGE XML files it carried. */
export interface ImportParts {
  folder?: string
  /** The `replace` field: `true` lets a PAGE XML import replace lines a person validated. */
  replace: boolean
  /** Set when the request carried PAGE XML or ZIP files: their pages, as read. */
  pages?: ImportedPageFile[]
  /** The first CSV, parsed (later ones are ignored, as before). */
  csv?: ParsedCsv
  /** Why the files cannot be imported, once all of the request is read. */
  failure?: Error
}

/**
 * Reads the import's parts to the end, each file as it arrives: a CSV is parsed as it streams in, a PAGE XML file or
 * a ZIP is read whole and parsed. The first problem is kept and the rest of the request drained. A request that is cut
 * off, or that mixes a CSV with PAGE XML, is a 400; once its client has left, reading stops with the signal's reason.
 */
export async function receiveImport(parts: AsyncIterable<Multipart>, reading: ImportReading): Promise<ImportParts> {
  const received: ImportParts = { replace: false }
  const pageXml = pageXmlReading(reading)
  let sawCsv = false
  try {
    for await (const part of parts) {
      reading.signal.throwIfAborted()
      if (part.type === 'field') {
        if (part.fieldname === 'image_folder') received.folder = String(part.value)
        if (part.fieldname === 'replace') received.replace = String(part.value) === 'true'
        continue
      }
      const kind = importFileKind(part.filename)
      if (part.fieldname === 'file' && kind === 'csv') sawCsv = true
      const pages = part.fieldname === 'file' && kind !== 'csv' ? (received.pages ??= []) : undefined
      if (part.fieldname !== 'file' || received.failure || (kind === 'csv' && received.csv)) {
        part.file.resume()
        continue
      }
      try {
        if (pages && kind !== 'csv')
          pages.push(...(await readPageXmlUpload(part, kind, reading.uploadMaxBytes, pageXml)))
        else received.csv = await parseAnnotationCsv(part.file)
      } catch (error) {
        // Parsing throws only errors (AppError for what the person can fix).
        received.failure = error as Error
      }
      if (kind === 'csv' && part.file.truncated) {
        received.failure = new AppError(
          413,
          'CSV_TOO_LARGE',
          `${part.filename || 'The CSV'} is larger than the ${formatBytes(reading.uploadMaxBytes)} upload limit.`,
        )
      }
    }
  } catch {
    reading.signal.throwIfAborted()
    throw received.pages
      ? badRequest(
          'UPLOAD_INCOMPLETE',
          'The files did not arrive completely (the upload was cut off); send them again.',
        )
      : incompleteCsv()
  }
  if (sawCsv && received.pages)
    throw badRequest(
      'IMPORT_MIXED',
      'Send either a CSV or PAGE XML files (.xml, or a .zip of them) in one import, not both.',
    )
  return received
}
