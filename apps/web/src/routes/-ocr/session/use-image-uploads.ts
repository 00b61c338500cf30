import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../../api/client'
import { ocrKeys } from '../../../api/queries/ocr'
import { useUploadImages } from '../../../api/queries/ocr-mutations'
import { failureMessage } from '../../../api/failure-message'
import type { SessionWork } from './session-work'
import { uploadBatches } from './upload-batches'

/** `Load Folder`: the files go in batches, counted as they go; a refused batch does not stop the others, a cancel does. */
export function useImageUploads({ dispatch, fail, begin }: SessionWork) {
  const queryClient = useQueryClient()
  const { mutateAsync: send } = useUploadImages()
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null)
  const control = useRef<AbortController | null>(null)

  const upload = useCallback(
    async (files: File[]) => {
      if (control.current || !(await begin())) return
      const controller = new AbortController()
      control.current = controller
      const stored: string[] = []
      const problems: string[] = []
      let sent = 0
      setUploading({ done: 0, total: files.length })
      for (const batch of uploadBatches(files)) {
        const formData = new FormData()
        for (const file of batch) formData.append('files', file, file.name)
        try {
          const answer = await send({ formData, signal: controller.signal })
          stored.push(...answer.images)
          problems.push(...answer.rejected.map((file) => file.message))
        } catch (error) {
          if (controller.signal.aborted) break
          problems.push(failureMessage(error, 'Upload failed: '))
          // The server refused this batch for a reason it gave; anything else (a lost connection) stops here.
          if (!(error instanceof ApiError && error.body)) break
        }
        sent += batch.length
        setUploading({ done: sent, total: files.length })
        if (controller.signal.aborted) break
      }
      control.current = null
      setUploading(null)
      if (stored.length > 0) dispatch({ type: 'uploaded', images: stored })
      if (problems.length > 0) fail(`Failed to upload images: ${problems.join(' ')}`)
      void queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
    },
    [send, begin, dispatch, fail, queryClient],
  )

  return { upload, uploading, cancelUpload: useCallback(() => control.current?.abort(), []) }
}
