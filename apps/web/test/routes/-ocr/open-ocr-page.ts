import { screen } from '@testing-library/react'
import { renderApp } from '../../render-app'

/** How long a test of the OCR screen may take: the route's code is split off and loaded on first use, slow on a busy machine. */
export const OCR_PAGE_TEST_TIMEOUT = 60_000

/** The whole app at `path` (the OCR screen by default), once the screen is shown. */
export async function openOcrPage(path = '/ocr') {
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Odia OCR Annotation Tool' }, { timeout: 30_000 })
  return app
}
