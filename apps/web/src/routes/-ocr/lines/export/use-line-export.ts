import { checkLines, exportLines, type ExportLinesRequest, type LineCheckReport } from '@odia-ai/contract'
import { useCallback, useRef, useState } from 'react'
import { call, callForResponse } from '../../../../api/client'
import { projectQuery, useProjectId } from '../../../../api/project-scope'
import { downloadBlob } from '../../common/download-blob'
import { failureMessage } from '../../../../api/failure-message'

export type LineExportState =
  | { stage: 'idle' }
  | { stage: 'checking' }
  | { stage: 'downloading'; report: LineCheckReport; received: number }
  | { stage: 'done'; report: LineCheckReport; bytes: number }
  | { stage: 'cancelled'; report?: LineCheckReport }
  | { stage: 'failed'; message: string; report?: LineCheckReport }

/** Progress is shown at most this often: a large archive arrives in thousands of chunks. */
const PROGRESS_EVERY_MS = 100

/** Reads the archive as it arrives, telling how many bytes have come. */
async function readArchive(response: Response, onProgress: (received: number) => void): Promise<Blob> {
  const reader = response.body!.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  let shown = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    if (performance.now() - shown >= PROGRESS_EVERY_MS) {
      shown = performance.now()
      onProgress(received)
    }
  }
  return new Blob(chunks, { type: 'application/zip' })
}

/**
 * `Export lines`: the trainer-safe check runs first and its report stays on the page; then the archive downloads,
 * with its progress, and can be cancelled at any point. `beforeExport` saves the page's line edits first.
 */
export function useLineExport(beforeExport: () => Promise<boolean>) {
  const [state, setState] = useState<LineExportState>({ stage: 'idle' })
  const control = useRef<AbortController | null>(null)
  const project = useProjectId()

  const start = useCallback(
    async (body: ExportLinesRequest) => {
      if (control.current || !(await beforeExport())) return
      const controller = new AbortController()
      control.current = controller
      const { signal } = controller
      let report: LineCheckReport | undefined
      try {
        setState({ stage: 'checking' })
        const querystring = projectQuery(project)
        report = await call(checkLines, { body, signal, querystring })
        if (report.lines === 0) {
          const none = body.only_reviewed
            ? 'No reviewed image has lines to export yet.'
            : 'No lines to export yet: find or draw lines first.'
          const message =
            report.left_out > 0 ? `No validated lines to export yet (${report.left_out} not validated).` : none
          return setState({ stage: 'failed', message, report })
        }
        const checked = report
        setState({ stage: 'downloading', report: checked, received: 0 })
        const archive = await readArchive(
          await callForResponse(exportLines, { body, signal, querystring }),
          (received) => setState({ stage: 'downloading', report: checked, received }),
        )
        downloadBlob(archive, `lines-${body.format}.zip`)
        setState({ stage: 'done', report: checked, bytes: archive.size })
      } catch (error) {
        setState(
          signal.aborted
            ? { stage: 'cancelled', ...(report ? { report } : {}) }
            : { stage: 'failed', message: failureMessage(error), ...(report ? { report } : {}) },
        )
      } finally {
        control.current = null
      }
    },
    [beforeExport, project],
  )

  const cancel = useCallback(() => control.current?.abort(), [])
  return { state, start, cancel }
}
