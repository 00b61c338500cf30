import { ownValue } from '@odia-ai/contract'
import { AppError, JOB_FAILED_MESSAGE } from '../errors'
import type { KeptImages } from './staging-folder'

/** What stops writing that the user can fix, by error code. */
const WRITE_FAILURES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the output folder is read-only',
  EACCES: 'there is no permission to write to the output folder',
  EPERM: 'there is no permission to write to the output folder',
}

/**
 * The error a failed job ends with, saying which images were kept: a full disk or a refused write is said plainly;
 * any other failure keeps its details for the server log (as its cause) and is reported generically.
 */
export function stoppedJobError(error: unknown, kept: KeptImages | undefined): unknown {
  const keptImages = kept
    ? `The ${kept.images} images written before, with their metadata.csv, are kept in the job folder ${kept.folder}.`
    : 'No image was kept.'
  const reason = ownValue(WRITE_FAILURES, (error as NodeJS.ErrnoException).code ?? '')
  if (reason) return new AppError(507, 'OUTPUT_NOT_WRITTEN', `Writing the images stopped: ${reason}. ${keptImages}`)
  if (!kept || error instanceof AppError) return error
  return new AppError(500, 'JOB_FAILED', `${JOB_FAILED_MESSAGE} ${keptImages}`, { cause: error })
}
