import { redirect } from '@tanstack/react-router'

/** Every path that is not a screen goes to `/ocr`, replacing the history entry so Back skips it. */
export const redirectToOcr = (): never => {
  throw redirect({ to: '/ocr', replace: true })
}
