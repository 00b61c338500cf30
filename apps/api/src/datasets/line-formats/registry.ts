import type { LineExportFormat, OutputFormat } from '@odia-ai/contract'
import { imagefolderFormat } from './imagefolder'
import type { LineFormat } from './line-format'
import { paddleocrFormat } from './paddleocr'
import { eachLineOf, type CreatePageFormatWriter } from './page-writer'
import { pageXmlWriter } from '../page-xml/page-xml-writer'
import { tesstrainFormat } from './tesstrain'
import { webdatasetFormat } from './webdataset'

/** The line formats a synthetic job writes (`synthetic` in the contract's DATASET_FORMATS): one without a module is a type error. */
export const LINE_FORMATS: Record<OutputFormat, LineFormat> = {
  imagefolder: imagefolderFormat,
  tesstrain: tesstrainFormat,
  paddleocr: paddleocrFormat,
  webdataset: webdatasetFormat,
}

/** The line export's formats (`lineExport` in DATASET_FORMATS): the same line formats, page by page, and PAGE XML, one file a page. */
export const LINE_EXPORT_WRITERS: Record<LineExportFormat, CreatePageFormatWriter> = {
  imagefolder: eachLineOf(imagefolderFormat),
  tesstrain: eachLineOf(tesstrainFormat),
  'page-xml': pageXmlWriter,
  paddleocr: eachLineOf(paddleocrFormat),
}
