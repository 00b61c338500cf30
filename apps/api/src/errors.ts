/**
 * A failure told to the user: its status, a stable code and a message that says what to do. A server-side one
 * (5xx) may carry the error behind it as its `cause`, for the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'AppError'
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message)
export const notFound = (code: string, message: string) => new AppError(404, code, message)

/** What a user is told of a job that failed on an error of the server's own: the details go to the log. */
export const JOB_FAILED_MESSAGE = 'The job failed on the server; see the server log.'
