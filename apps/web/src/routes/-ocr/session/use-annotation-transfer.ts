import { counted, IMAGE_FOLDER } from '@odia-ai/contract'
import { useCallback } from 'react'
import { useExportCsv, useImportAnnotations } from '../../../api/queries/ocr-mutations'
import { downloadBlob } from '../common/download-blob'
import { failureMessage } from '../common/failure-message'
import { importSummary } from './import-summary'
import type { SessionWork } from './session-work'
import { validatedTextsForExport } from './validated-texts-for-export'

/** `Load CSV` and `Export All to CSV`: the session's annotations in and out of a file. */
export function useAnnotationTransfer({ dispatch, latest, fail, begin, notify }: SessionWork) {
  const importing = useImportAnnotations()
  const exporting = useExportCsv()
  const { mutateAsync: importFile } = importing
  const { mutateAsync: exportFile } = exporting

  const importAnnotations = useCallback(
    async (file: File) => {
      if (importing.isPending || !(await begin())) return
      const formData = new FormData()
      formData.append('image_folder', IMAGE_FOLDER)
      formData.append('file', file, file.name)
      try {
        const answer = await importFile(formData)
        dispatch({ type: 'imported', state: answer })
        notify(importSummary(answer))
      } catch (error) {
        fail(`Failed to load CSV: ${failureMessage(error)}`)
      }
    },
    [importing.isPending, begin, importFile, dispatch, notify, fail],
  )

  /**
   * Downloads every stored image's annotation as `annotations.csv`, with the current image's unsaved text; `excel`
   * adds a BOM and defuses formula-like cells, `includeCer` a column with each image's character error rate.
   */
  const exportAll = useCallback(
    async ({ excel, includeCer }: { excel: boolean; includeCer: boolean }) => {
      dispatch({ type: 'errorCleared' })
      try {
        const body = { validated_texts: validatedTextsForExport(latest.current), ...(excel ? { excel } : {}), ...(includeCer ? { include_cer: true } : {}) }
        downloadBlob(await exportFile(body), 'annotations.csv')
        notify(`Exported ${counted(latest.current.images.length, 'image')} to annotations.csv.`)
      } catch (error) {
        fail(`Failed to save CSV: ${failureMessage(error)}`)
      }
    },
    [dispatch, latest, exportFile, notify, fail],
  )

  return { importAnnotations, importing: importing.isPending, exportAll }
}
