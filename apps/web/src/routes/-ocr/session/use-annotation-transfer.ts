import { counted, IMAGE_FOLDER, ownValue } from '@odia-ai/contract'
import { useCallback } from 'react'
import { ApiError } from '../../../api/client'
import { useExportCsv, useImportAnnotations } from '../../../api/queries/ocr-mutations'
import { downloadBlob } from '../common/download-blob'
import { failureMessage } from '../../../api/failure-message'
import { importSummary } from './import-summary'
import type { SessionWork } from './session-work'
import { validatedTextsForExport } from './validated-texts-for-export'

/** `Load CSV`, `Load PAGE XML` and `Export All to CSV`: the session's annotations and lines in and out of files. */
export function useAnnotationTransfer({ dispatch, getState, fail, begin, notify }: SessionWork) {
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
   * Restores lines of uploaded images from PAGE XML files or ZIPs of them. When validated lines stood in the way of
   * every page, the user is asked, and the files are sent again to replace them. The restored images' texts and
   * lines are then shown as stored (the import fetches every image's lines again).
   */
  const importPageXml = useCallback(
    async (files: File[]) => {
      if (importing.isPending || !(await begin())) return
      const send = (replace: boolean) => {
        const formData = new FormData()
        if (replace) formData.append('replace', 'true')
        for (const file of files) formData.append('file', file, file.name)
        return importFile(formData)
      }
      try {
        const answer = await send(false).catch((error: unknown) => {
          const validated = error instanceof ApiError && error.status === 409
          if (validated && window.confirm(`${error.message}\n\nReplace those validated lines with the imported ones?`))
            return send(true)
          throw error
        })
        for (const name of answer.valid_images) {
          const annotation = ownValue(answer.annotations, name)
          if (annotation) dispatch({ type: 'linesSaved', name, annotation })
        }
        notify(importSummary(answer))
      } catch (error) {
        fail(`Failed to load PAGE XML: ${failureMessage(error)}`)
      }
    },
    [importing.isPending, begin, importFile, dispatch, notify, fail],
  )

  /**
   * Downloads every stored image's annotation as `annotations.csv`, with the current image's unsaved text; `excel`
   * adds a BOM and defuses formula-like cells, `includeCer` a column with each image's character error rate,
   * `includeFlags` one with the Odia orthography checks' findings; `onlyReviewed` keeps only the images a second person
   * marked reviewed (their texts as reviewed).
   */
  const exportAll = useCallback(
    async ({
      excel,
      includeCer,
      includeFlags = false,
      onlyReviewed = false,
    }: {
      excel: boolean
      includeCer: boolean
      includeFlags?: boolean
      onlyReviewed?: boolean
    }) => {
      dispatch({ type: 'errorCleared' })
      try {
        const options = {
          ...(excel ? { excel } : {}),
          ...(includeCer ? { include_cer: true } : {}),
          ...(includeFlags ? { include_flags: true } : {}),
          ...(onlyReviewed ? { only_reviewed: true } : {}),
        }
        downloadBlob(
          await exportFile({ validated_texts: validatedTextsForExport(getState()), ...options }),
          'annotations.csv',
        )
        const { images, annotations } = getState()
        const exported = onlyReviewed
          ? images.filter((name) => ownValue(annotations, name)?.review_status === 'reviewed').length
          : images.length
        notify(`Exported ${counted(exported, onlyReviewed ? 'reviewed image' : 'image')} to annotations.csv.`)
      } catch (error) {
        fail(`Failed to save CSV: ${failureMessage(error)}`)
      }
    },
    [dispatch, getState, exportFile, notify, fail],
  )

  return { importAnnotations, importPageXml, importing: importing.isPending, exportAll }
}
