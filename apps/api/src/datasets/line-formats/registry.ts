import type { LineExportFormat } from '@odia-ai/contract'
import { imagefolderWriter } from './imagefolder'
import type { CreateLineFormatWriter } from './line-format'
import { paddleocrWriter } from './paddleocr'
import { pageXmlWriter } from './page-xml'
import { tesstrainWriter } from './tesstrain'

/** The writer of each format the contract lists (LINE_EXPORT_FORMATS): a format without one is a type error here. */
export const LINE_FORMAT_WRITERS: Record<LineExportFormat, CreateLineFormatWriter> = {
  imagefolder: imagefolderWriter,
  tesstrain: tesstrainWriter,
  'page-xml': pageXmlWriter,
  paddleocr: paddleocrWriter,
}
