import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeOcrApi } from './routes/-ocr/fake-ocr-api'
import { renderApp, unmountApp } from './render-app'

// The OCR screen loads the saved session: an empty one, without a server.
beforeEach(() => fakeOcrApi({ valid_images: [], annotations: {} }))
afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
})

describe('screens and routes', () => {
  it('shows the top bar with the logo, title and both links on every screen', async () => {
    renderApp('/synthetic')
    expect(await screen.findByRole('heading', { name: 'Synthetic Text Generator' })).toBeTruthy()
    expect(screen.getByText('Odia AI Tools')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'OCR Annotation' }).getAttribute('href')).toBe('/ocr')
    expect(screen.getByRole('link', { name: 'Synthetic Generator' }).getAttribute('href')).toBe('/synthetic')
    expect(document.querySelector('.top-bar__logo')).not.toBeNull()
  })

  it.each(['/', '/anything', '/deep/unknown/path'])(
    'redirects %s to /ocr, replacing the history entry',
    async (path) => {
      const { router, history } = renderApp(path)
      expect(await screen.findByRole('heading', { name: 'Odia OCR Annotation Tool' })).toBeTruthy()
      expect(router.state.location.pathname).toBe('/ocr')
      expect(history.length).toBe(1)
    },
  )

  it('moves the highlight with the active screen', async () => {
    const { router } = renderApp('/ocr')
    await screen.findByRole('heading', { name: 'Odia OCR Annotation Tool' })
    const ocrLink = screen.getByRole('link', { name: 'OCR Annotation' })
    const syntheticLink = screen.getByRole('link', { name: 'Synthetic Generator' })
    expect(ocrLink.getAttribute('aria-current')).toBe('page')
    expect(syntheticLink.getAttribute('aria-current')).toBeNull()

    await act(async () => fireEvent.click(syntheticLink))
    expect(await screen.findByRole('heading', { name: 'Synthetic Text Generator' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/synthetic')
    expect(syntheticLink.className).toContain('top-bar__link--active')
    expect(ocrLink.className).not.toContain('top-bar__link--active')
  })
})
