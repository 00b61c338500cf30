import type { WeakClustersResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { createProject, inProject, storeTexts, uploadImages } from '../helpers/ocr'

const weakClusters = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], query = '') =>
  app.inject({ method: 'GET', url: `/api/ocr/weak-clusters${query}` })

describe('GET /api/ocr/weak-clusters', () => {
  it("answers a project's own weak clusters, from its engine readings against its validated texts", async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Book')
    await storeTexts(
      app,
      {
        'a.png': { extracted_text: 'କମା ଘର', validated_text: 'କ୍ଷମା ଘର' },
        'b.png': { extracted_text: 'ସୁନ୍ଦର', validated_text: 'ସୁନ୍ଦର' },
      },
      book,
    )
    // The default project's engine confuses ଳ and ଲ only (one code point: no conjunct or sign to count in the worst text);
    // an image without validated text does not count.
    await storeTexts(app, {
      'c.png': { extracted_text: 'ଜଲ', validated_text: 'ଜଳ' },
      'd.png': { extracted_text: 'କମା', validated_text: '' },
    })

    const response = await weakClusters(app, `?project=${book}`)
    expect(response.statusCode).toBe(200)
    const figures = response.json<WeakClustersResponse>()
    expect(figures).toMatchObject({ project: book, texts: 2, worst_texts: 1 })
    // କ୍ଷ read as କ, and in the worst text; ମା only in the worst text.
    expect(figures.clusters).toEqual([
      { cluster: 'କ୍ଷ', weight: 2, misread: 1, in_worst: 1 },
      { cluster: 'ମା', weight: 1, misread: 0, in_worst: 1 },
    ])
    expect(figures.confusions).toHaveLength(2)
    expect(figures.confusions).toEqual(
      expect.arrayContaining([
        { read: '∅', meant: '୍', count: 1 },
        { read: '∅', meant: 'ଷ', count: 1 },
      ]),
    )

    const mine = (await weakClusters(app)).json<WeakClustersResponse>()
    expect(mine).toMatchObject({
      project: 1,
      texts: 1,
      clusters: [{ cluster: 'ଳ', weight: 1, misread: 1, in_worst: 0 }],
    })
    expect(
      (await weakClusters(app, `?project=${book}&clusters=1`))
        .json<WeakClustersResponse>()
        .clusters.map(({ cluster }) => cluster),
    ).toEqual(['କ୍ଷ'])
  })

  it('answers 404 for an unknown project and 400 for a bad count, naming the field', async () => {
    const { app } = await buildTestApp()
    expect((await weakClusters(app, '?project=9')).json()).toMatchObject({ statusCode: 404, code: 'PROJECT_NOT_FOUND' })
    for (const clusters of ['0', '101', 'many']) {
      const response = await weakClusters(app, `?clusters=${clusters}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/clusters/)
    }
  })

  it('answers 422 saying what to do for a project with no validated text an engine read', async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Empty')
    expect((await weakClusters(app, `?project=${book}`)).json()).toMatchObject({
      statusCode: 422,
      code: 'NO_VALIDATED_TEXTS',
    })
    // Validated by hand with no engine reading, or read and never validated: still nothing to measure.
    await uploadImages(app, ['typed.png'], 'png', { project: book })
    await app.inject({
      method: 'POST',
      url: inProject('/api/ocr/save', book),
      payload: { 'typed.png': { extracted_text: '', validated_text: 'ଘର' } },
    })
    const response = await weakClusters(app, `?project=${book}`)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'This project has no validated text that an OCR engine read, so its mistakes are unknown: run OCR on some images and validate their text first.',
    )
  })
})
