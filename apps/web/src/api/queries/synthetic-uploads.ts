import { uploadDatasetFile } from '@odia-ai/contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '../client'

/** Sends a dataset file to the server; its answer's `upload_id` is what a generate request names. */
export function useDatasetUpload() {
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData()
      formData.append('file', file)
      return call(uploadDatasetFile, { formData })
    },
  })
}
