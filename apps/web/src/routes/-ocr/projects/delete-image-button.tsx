import { useDeleteImage } from '../../../api/queries/ocr-review'
import { failureMessage } from '../../../api/failure-message'
import { useOwnFailure } from '../common/own-failure'
import { deleteImageQuestion } from './delete-questions'

interface DeleteImageButtonProps {
  image: string | undefined
  disabled: boolean
  /** The server deleted it: the screen drops it from the list. */
  onDeleted: (image: string) => void
  onFailed: (message: string) => void
  /** A delete worked: the failure reported earlier is to go. */
  onRecovered: (message: string) => void
}

/** `Delete image`: the image on screen leaves the project, after a confirmation naming it. */
export function DeleteImageButton({ image, disabled, onDeleted, onFailed, onRecovered }: DeleteImageButtonProps) {
  const { mutateAsync, isPending } = useDeleteImage()
  const { fail, worked } = useOwnFailure(onFailed, onRecovered)
  if (image === undefined) return null
  const remove = async () => {
    if (!window.confirm(deleteImageQuestion(image))) return
    try {
      onDeleted((await mutateAsync(image)).deleted)
      worked()
    } catch (error) {
      fail(`Failed to delete the image: ${failureMessage(error)}`)
    }
  }
  return (
    <button
      type="button"
      className="ocr-button ocr-button--danger"
      disabled={disabled || isPending}
      onClick={() => void remove()}
    >
      Delete image
    </button>
  )
}
