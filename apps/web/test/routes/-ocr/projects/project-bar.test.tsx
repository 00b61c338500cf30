import type { Project } from '@odia-ai/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, unmountApp } from '../../../render-app'
import { fakeOcrApi } from '../fake-ocr-api'

afterEach(async () => {
  await unmountApp()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const project = (id: number, name: string, images: number): Project => ({
  id,
  name,
  created_at: '2025-01-01T00:00:00.000Z',
  images,
  is_default: id === 1,
})
const validated = (text: string) => ({ extracted_text: '', validated_text: text, status: 'validated' as const })

/** The default project holds a.png; Book 2 (id 2) holds b.png and c.png. */
async function open(path: string) {
  const api = fakeOcrApi({ valid_images: ['a.png'], annotations: { 'a.png': validated('ଏକ') } })
  let projects = [project(1, 'Default project', 1), project(2, 'Book 2', 2)]
  api.reply('GET /api/projects', () => api.json({ projects }))
  api.reply('GET /api/ocr/annotations', ({ url }) =>
    api.json(
      url.includes('project=2')
        ? { valid_images: ['b.png', 'c.png'], annotations: { 'b.png': validated('ଦୁଇ') } }
        : { valid_images: ['a.png'], annotations: { 'a.png': validated('ଏକ') } },
    ),
  )
  api.reply('POST /api/projects', ({ body }) => {
    projects = [...projects, project(3, (body as { name: string }).name, 0)]
    return api.json(projects.at(-1), 201)
  })
  api.reply('DELETE /api/projects/2', () => {
    const [, book] = projects
    projects = projects.filter((candidate) => candidate.id !== 2)
    return api.json({ deleted: book })
  })
  api.reply('DELETE /api/ocr/images/b.png', () => api.json({ deleted: 'b.png' }))
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Odia OCR Annotation Tool' }, { timeout: 10_000 })
  return { api, ...app }
}

const bar = () => within(screen.getByRole('region', { name: 'Project' }))
const choice = () => bar().getByRole<HTMLSelectElement>('combobox', { name: 'Project' })
const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Validated text' })

describe('projects on the OCR page', { timeout: 20_000 }, () => {
  it('switches to another project, whose session, images and saves are its own', async () => {
    const { api, router } = await open('/ocr')
    await waitFor(() => expect(editor().value).toBe('ଏକ'))
    await waitFor(() => expect(choice().disabled).toBe(false))
    await act(async () => fireEvent.change(choice(), { target: { value: '2' } }))
    await waitFor(() => expect(editor().value).toBe('ଦୁଇ'))
    expect(router.state.location.search).toEqual({ project: 2, image: 'b.png' })
    expect(api.sent('GET /api/ocr/annotations').at(-1)!.url).toBe('/api/ocr/annotations?project=2')
    // Hidden until it has loaded (the viewer places it by its natural size), which happy-dom never does.
    expect(screen.getByAltText<HTMLImageElement>('b.png').src).toMatch(/\/images\/b\.png\?project=2$/)

    fireEvent.change(editor(), { target: { value: 'ନୂଆ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
    expect(api.sent('POST /api/ocr/save').map((request) => request.url)).toEqual(['/api/ocr/save?project=2'])

    await act(async () => fireEvent.change(choice(), { target: { value: '1' } }))
    await waitFor(() => expect(editor().value).toBe('ଏକ'))
    expect(router.state.location.search).toEqual({ image: 'a.png' })
  })

  it('creates a project and opens it', async () => {
    const { api, router } = await open('/ocr')
    await act(async () => fireEvent.click(bar().getByRole('button', { name: 'New project' })))
    fireEvent.change(bar().getByRole('textbox', { name: 'New project name' }), { target: { value: 'Book 3' } })
    await act(async () => fireEvent.click(bar().getByRole('button', { name: 'Create' })))
    expect(api.sent('POST /api/projects').map((request) => request.body)).toEqual([{ name: 'Book 3' }])
    await waitFor(() => expect(router.state.location.search).toMatchObject({ project: 3 }))
  })

  it('deletes a project after a confirmation naming it and its images, then opens the default project', async () => {
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    const { api, router } = await open('/ocr?project=2')
    await waitFor(() => expect(editor().value).toBe('ଦୁଇ'))
    await act(async () => fireEvent.click(bar().getByRole('button', { name: 'Delete project' })))
    await waitFor(() => expect(api.sent('DELETE /api/projects/2')).toHaveLength(1))
    expect(confirm).toHaveBeenCalledWith(
      'Delete project “Book 2” with 2 images and their annotations, lines and reviews? This cannot be undone.',
    )
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'a.png' }))
    await waitFor(() =>
      expect(bar().getByRole<HTMLButtonElement>('button', { name: 'Delete project' }).disabled).toBe(true),
    )
  })

  it('opens the default project when the link names a project that is gone', async () => {
    const { router } = await open('/ocr?project=9&image=x.png')
    await waitFor(() => expect(router.state.location.search).toEqual({ image: 'a.png' }))
  })

  it('deletes the image on screen after a confirmation naming it, and opens the next one', async () => {
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    const { api } = await open('/ocr?project=2')
    await waitFor(() => expect(editor().value).toBe('ଦୁଇ'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete image' })))
    expect(confirm).toHaveBeenCalledWith('Delete image “b.png” with its text, lines and review? This cannot be undone.')
    expect(api.sent('DELETE /api/ocr/images/b.png').map((request) => request.url)).toEqual([
      '/api/ocr/images/b.png?project=2',
    ])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Image: c.png' })).toBeTruthy())
    expect(editor().value).toBe('')
  })
})
