import {
  exportCsv,
  importCsv,
  saveAnnotation,
  startOcrJob,
  uploadImages,
  type ExportRequest,
  type ProcessRequest,
  type SaveRequest,
} from '@odia-ai/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, callForBlob } from '../client'
import { projectQuery, useProjectId } from '../project-scope'
import { stopJob } from '../watch-job'
import { ocrKeys } from './ocr'
import { lineKeys } from './ocr-lines'

/**
 * The writes of the OCR screen. Each is a mutation, so whether it is under way and how it failed come from it; each
 * goes to the project the screen works on (ProjectScope), fixed when the screen rendered it.
 */

/** Saves images' texts; the saved session and the per-person counts are fetched again afterwards. */
export function useSaveAnnotation() {
  const queryClient = useQueryClient()
  const querystring = projectQuery(useProjectId())
  return useMutation({
    mutationFn: (body: SaveRequest) => call(saveAnnotation, { body, querystring }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ocrKeys.people })
      return queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
    },
  })
}

/** Sends one batch of image files (a FormData of `files`); a signal cancels it. */
export function useUploadImages() {
  const querystring = projectQuery(useProjectId())
  return useMutation({
    mutationFn: ({ formData, signal }: { formData: FormData; signal: AbortSignal }) =>
      call(uploadImages, { formData, signal, querystring }),
  })
}

/** Imports annotations from a file; the session and every image's lines are fetched again afterwards. */
export function useImportAnnotations() {
  const queryClient = useQueryClient()
  const querystring = projectQuery(useProjectId())
  return useMutation({
    mutationFn: (formData: FormData) => call(importCsv, { formData, querystring }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
      await queryClient.invalidateQueries({ queryKey: lineKeys.all })
    },
  })
}

/** The stored annotations as `annotations.csv`. */
export function useExportCsv() {
  const querystring = projectQuery(useProjectId())
  return useMutation({ mutationFn: (body: ExportRequest) => callForBlob(exportCsv, { body, querystring }) })
}

/** Starts an OCR batch on the server; its progress is followed through the job's events. */
export function useStartOcrJob() {
  const querystring = projectQuery(useProjectId())
  return useMutation({ mutationFn: (body: ProcessRequest) => call(startOcrJob, { body, querystring }) })
}

/** Asks the server to stop a running batch. */
export const useCancelJob = () => useMutation({ mutationFn: (jobId: string) => stopJob(jobId) })
