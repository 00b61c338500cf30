import { expect } from 'vitest'
import { AppError } from '../../src/errors'

/** The AppError a promise rejects with; fails the test if it resolves or rejects with anything else. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}
