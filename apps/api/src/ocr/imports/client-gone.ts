import type { ServerResponse } from 'node:http'
import { AppError } from '../../errors'

/** Why work stopped for a request whose client left: nobody reads it, the log does. */
const clientGone = () =>
  new AppError(
    499,
    'CLIENT_GONE',
    'The client left before the answer was ready: the request was stopped and nothing was changed.',
  )

/**
 * A signal aborted (with CLIENT_GONE) when the connection closes before the answer was sent: the client left, and the
 * work of its request can stop.
 */
export function untilClientLeaves(response: ServerResponse): AbortSignal {
  const controller = new AbortController()
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(clientGone())
  })
  return controller.signal
}
