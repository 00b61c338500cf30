import { parentPort } from 'node:worker_threads'
import { AppError } from '../../errors'
import { readPageXmlFile, type PageXmlFile } from './page-xml-import'

/** A file for the worker to read: its bytes and the name its problems are reported under. */
export interface ReadRequest {
  bytes: Uint8Array
  name: string
}

/** What it read, or why it could not: an AppError's status, code and message cross the thread as they are. */
export type ReadReply = { file: PageXmlFile } | { error: { statusCode?: number; code?: string; message: string } }

function read({ bytes, name }: ReadRequest): ReadReply {
  try {
    return { file: readPageXmlFile(bytes, name) }
  } catch (error) {
    if (error instanceof AppError)
      return { error: { statusCode: error.statusCode, code: error.code, message: error.message } }
    return { error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } }
  }
}

// The PAGE XML reader's thread (see PageXmlReader): one file at a time, answered in order.
parentPort!.on('message', (request: ReadRequest) => parentPort!.postMessage(read(request)))
