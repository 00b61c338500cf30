import type { ModelInfo } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { unmountApp } from '../../../render-app'
import { fakeOcrApi } from '../fake-ocr-api'
import { OCR_PAGE_TEST_TIMEOUT, openOcrPage } from '../open-ocr-page'

afterEach(async () => {
  await unmountApp()
  localStorage.clear()
})

const model = (id: string, overrides: Partial<ModelInfo> = {}): ModelInfo => ({
  id,
  label: id,
  kind: 'trained',
  created_at: '2026-01-01T00:00:00.000Z',
  starting_point: 'odia-base',
  iterations: 400,
  seconds: 60,
  trainable: true,
  scores: [],
  ...overrides,
})

const MODELS = [
  model('ori', { label: 'ori (Tesseract’s Odia model)', kind: 'builtin' }),
  model('odia-base', { label: 'Odia base', kind: 'builtin' }),
  model('book-1875', { label: 'Book of 1875', project_id: 1 }),
  model('other-book', { project_id: 2 }),
  model('mine', { kind: 'added' }),
]

function api(projectModel = 'ori') {
  localStorage.setItem('odia-ai-tools:ocr-engine', 'tesseract')
  const fake = fakeOcrApi({ valid_images: ['a.png'], annotations: {} })
  fake.reply('GET /api/models', () => fake.json({ models: MODELS }))
  fake.reply('GET /api/projects/1/model', () => fake.json({ model: projectModel }))
  fake.reply('POST /api/ocr/jobs', () => fake.json({ job_id: 'job-1', total: 1 }, 202))
  return fake
}

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' })

describe('the offline engine’s model select', { timeout: OCR_PAGE_TEST_TIMEOUT }, () => {
  it('groups the models: built in, this project’s, the others', async () => {
    api()
    await openOcrPage()
    await screen.findByRole('option', { name: 'Book of 1875 (book-1875)' })
    const groups = within(select()).getAllByRole('group')
    expect(
      groups.map((group) => [
        group.getAttribute('label'),
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ]),
    ).toEqual([
      ['Built in', ['ori (Tesseract’s Odia model)', 'Odia base (odia-base)']],
      ['This project’s', ['Book of 1875 (book-1875)']],
      ['Other projects’ and added', ['other-book', 'mine']],
    ])
  })

  it('starts from the project’s model, sends the one picked and remembers it for the project', async () => {
    const fake = api('book-1875')
    await openOcrPage()
    await waitFor(() => expect(select().value).toBe('book-1875'))
    fireEvent.change(select(), { target: { value: 'other-book' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Process OCR' })))
    expect(fake.sent('POST /api/ocr/jobs')[0]?.body).toMatchObject({ engine: 'tesseract', model: 'other-book' })
    expect(localStorage.getItem('odia-ai-tools:offline-model:1')).toBe('other-book')
    await unmountApp()
    api('book-1875')
    await openOcrPage()
    await waitFor(() => expect(select().value).toBe('other-book'))
  })

  it('falls back to the project’s model when the one remembered was deleted', async () => {
    localStorage.setItem('odia-ai-tools:offline-model:1', 'deleted-model')
    api('book-1875')
    await openOcrPage()
    await waitFor(() => expect(select().value).toBe('book-1875'))
  })
})
