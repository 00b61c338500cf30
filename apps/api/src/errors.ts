/** A failure the user can act on: its status, a stable code and a message that says what to do. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message)
export const notFound = (code: string, message: string) => new AppError(404, code, message)
