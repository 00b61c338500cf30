import type { Annotation, ImageAgreement, Reading } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeOcrApi } from './fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from './open-ocr-page'
import { unmountApp } from '../../render-app'

// React looks for the DevTools hook when it loads, before this file's imports run theirs.
const renders = await vi.hoisted(async () => (await import('../../render-recorder')).installRenderRecorder())

const extracted = (text: string): Annotation => ({
  extracted_text: text,
  validated_text: '',
  status: 'extracted',
  engine: 'gemini',
  model: 'm',
})
const reading = (engine: string, text: string): Reading => ({
  engine,
  model: `${engine}-model`,
  text,
  created_at: '2026-01-01T00:00:00.000Z',
})
const agreement: ImageAgreement = {
  readers: ['gemini:gemini-flash-latest', 'tesseract:ori'],
  disagreement: 0.2,
  identical: false,
  has_lines: false,
}

/** Two images both engines read, so every panel of the screen has something to draw. */
async function openScreen() {
  const api = fakeOcrApi({
    valid_images: ['a.png', 'b.png'],
    annotations: { 'a.png': extracted('କମଳ'), 'b.png': extracted('ଘର') },
  })
  api.reply('GET /api/ocr/readings/summary', () => api.json({ images: { 'a.png': agreement, 'b.png': agreement } }))
  api.reply('GET /api/ocr/readings', () =>
    api.json({ readings: [reading('gemini', 'କମଳ'), reading('tesseract', 'କମଲ')] }),
  )
  await openOcrPage()
  await screen.findByRole('group', { name: 'Engine readings' })
}

const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' })
/** An INSCRIPT key typed into the editor (the key `k` types କ), let go again. */
const typeKey = async () => {
  await act(async () => void fireEvent.keyDown(editor(), { key: 'k', code: 'KeyK' }))
  await act(async () => void fireEvent.keyUp(editor(), { key: 'k', code: 'KeyK' }))
}

/** The screen's parts that read neither the editor's text nor the key held down. */
const HEAVY = [
  'ProjectSession',
  'ControlsPanel',
  'ProjectQuality',
  'Navigator',
  'ImagePicker',
  'ImageViewer',
  'TriagePanel',
  'ReviewPanel',
  'SaveStatus',
  'VirtualKeyboard',
]

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('what the OCR screen draws again', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('draws the editor for a key typed, and of the rest only the key caps pressed and let go', async () => {
    await openScreen()
    editor().setSelectionRange(3, 3)
    await typeKey() // the first key makes the text unsaved, which the save status and the review show
    const drawn = await renders.during(typeKey)
    expect(editor().value).toBe('କମଳକକ')
    // Drawn, so the record is read right: the editor and its text.
    expect(drawn.get('ValidatedTextEditor')).toBeGreaterThan(0)
    expect(drawn.get('CheckedTextArea')).toBeGreaterThan(0)
    expect(HEAVY.filter((name) => drawn.has(name))).toEqual([])
    // The cap pressed, then let go.
    expect(drawn.get('KeyCap')).toBe(2)
  })

  it('moving to another image does not draw the project bar, the controls or the keyboard again', async () => {
    await openScreen()
    const drawn = await renders.during(async () => {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
      await waitFor(() => expect(editor().value).toBe('ଘର'))
    })
    expect(drawn.get('Navigator')).toBeGreaterThan(0)
    expect(
      ['ProjectBar', 'ControlsPanel', 'ProjectQuality', 'VirtualKeyboard', 'KeyCap'].filter((name) => drawn.has(name)),
    ).toEqual([])
  })
})
