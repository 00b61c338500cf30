import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api/client'

/** Tries after the first failure of a read. */
const MAX_RETRIES = 3

/**
 * Whether a failed read is tried again: a refusal (4xx, a rejected key say) is the same on every try, so it is shown at
 * once; anything else (a lost connection, a busy server) is tried up to MAX_RETRIES times more.
 */
export const shouldRetry = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < MAX_RETRIES

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  })
