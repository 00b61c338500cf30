import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helpers/build-test-app'
import { createProject, inProject, saveText, uploadImages } from '../helpers/ocr'

const annotationOf = async (app: App, name: string, project?: number) =>
  (await app.inject({ method: 'GET', url: inProject('/api/ocr/annotations', project) })).json().annotations[name]
const review = (app: App, payload: object, project?: number) =>
  app.inject({ method: 'POST', url: inProject('/api/ocr/review', project), payload })
const people = async (app: App, project?: number) =>
  (await app.inject({ method: 'GET', url: inProject('/api/ocr/people', project) })).json().people
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

describe('attribution of saves', () => {
  it('records who validated an image and when, and keeps it across a save that changes nothing', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    const saved = await saveText(app, 'a.png', 'ପ୍ରଥମ', { by: ' Asha\u202e ' })
    expect(saved.json().saved['a.png']).toMatchObject({
      validated_text: 'ପ୍ରଥମ',
      status: 'validated',
      validated_by: 'Asha',
      validated_at: expect.stringMatching(ISO),
    })
    const first = await annotationOf(app, 'a.png')
    await saveText(app, 'a.png', 'ପ୍ରଥମ', { by: 'Bijay' })
    expect(await annotationOf(app, 'a.png')).toMatchObject({ validated_by: 'Asha', validated_at: first.validated_at })
    await saveText(app, 'a.png', 'ଦ୍ୱିତୀୟ', { by: 'Bijay' })
    expect(await annotationOf(app, 'a.png')).toMatchObject({ validated_by: 'Bijay' })
  })

  it('a save naming nobody leaves no attribution: the seed’s answers stay as they were', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    await saveText(app, 'a.png', 'ପ୍ରଥମ', { by: 'Asha' })
    const saved = await saveText(app, 'a.png', 'ଅନ୍ୟ')
    expect(Object.keys(saved.json().saved['a.png']).sort()).toEqual([
      'extracted_text',
      'status',
      'updated_at',
      'validated_text',
    ])
  })

  it('refuses a name that is empty once cleaned or longer than 80 characters', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    expect((await saveText(app, 'a.png', 'x', { by: '\u200f\u0000' })).json()).toMatchObject({
      statusCode: 400,
      code: 'NAME_EMPTY',
    })
    expect((await saveText(app, 'a.png', 'x', { by: 'n'.repeat(81) })).statusCode).toBe(400)
    expect((await annotationOf(app, 'a.png')).validated_text).toBe('')
  })

  it('credits who saved lines that complete an image’s text', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['page.png'])
    const payload = {
      image_filename: 'page.png',
      saved_by: 'Asha',
      lines: [{ box: [0, 0, 10, 10], validated_text: 'କ' }],
    }
    const saved = await app.inject({ method: 'PUT', url: '/api/ocr/lines', payload })
    expect(saved.json().annotation).toMatchObject({ validated_text: 'କ', validated_by: 'Asha' })
    expect(await people(app)).toEqual([
      { name: 'Asha', validated: 1, reviewed: 0, sent_back: 0, last_at: expect.stringMatching(ISO) },
    ])
  })
})

describe('POST /api/ocr/review', () => {
  it('sends an image back with a note, then marks it reviewed once fixed, recording who and when', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    await saveText(app, 'a.png', 'ଭୁଲ', { by: 'Asha' })
    const sent = await review(app, {
      image_filename: 'a.png',
      decision: 'sent_back',
      note: ' Line 2 is missing.\r\nCheck ଼ ',
      reviewer: 'Bijay',
      validated_text: 'ଭୁଲ',
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().annotation).toMatchObject({
      status: 'validated',
      validated_by: 'Asha',
      review_status: 'sent_back',
      review_note: 'Line 2 is missing.\nCheck ଼',
      reviewed_by: 'Bijay',
      reviewed_at: expect.stringMatching(ISO),
    })
    expect(await annotationOf(app, 'a.png')).toEqual(sent.json().annotation)

    // The fix is a new text: its review goes with the old one.
    const fixed = await saveText(app, 'a.png', 'ଠିକ', { by: 'Asha' })
    expect(fixed.json().saved['a.png'].review_status).toBeUndefined()
    expect(fixed.json().saved['a.png'].review_note).toBeUndefined()

    const reviewed = await review(app, { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' })
    expect(reviewed.json().annotation).toMatchObject({
      validated_text: 'ଠିକ',
      review_status: 'reviewed',
      reviewed_by: 'Bijay',
    })
    expect(reviewed.json().annotation.review_note).toBeUndefined()
    expect(await people(app)).toEqual([
      { name: 'Asha', validated: 1, reviewed: 0, sent_back: 0, last_at: expect.any(String) },
      { name: 'Bijay', validated: 0, reviewed: 1, sent_back: 1, last_at: expect.any(String) },
    ])
  })

  it('a text changed after the review loses it; an OCR result does not', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    await saveText(app, 'a.png', 'ଠିକ', { by: 'Asha' })
    await review(app, { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' })
    app.ocr.annotations.recordExtraction('a.png', 'ମେସିନ', { engine: 'gemini', model: 'm' })
    expect(await annotationOf(app, 'a.png')).toMatchObject({ review_status: 'reviewed' })
    await saveText(app, 'a.png', 'ବଦଳ')
    expect((await annotationOf(app, 'a.png')).review_status).toBeUndefined()
  })

  it('refuses an image without validated text, a stale text, the author as reviewer and a send-back without a note', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png', 'b.png'])
    await saveText(app, 'a.png', 'ଠିକ', { by: 'Asha' })
    const refusals: Array<[object, number, string]> = [
      [{ image_filename: 'b.png', decision: 'reviewed', reviewer: 'Bijay' }, 409, 'NOT_VALIDATED'],
      [
        { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay', validated_text: 'ପୁରୁଣା' },
        409,
        'REVIEW_STALE',
      ],
      [{ image_filename: 'a.png', decision: 'reviewed', reviewer: 'asha' }, 409, 'REVIEWER_IS_AUTHOR'],
      [{ image_filename: 'a.png', decision: 'sent_back', reviewer: 'Bijay', note: ' \n ' }, 400, 'NOTE_MISSING'],
      [{ image_filename: 'a.png', decision: 'reviewed', reviewer: '\u2066\u2069' }, 400, 'NAME_EMPTY'],
      [{ image_filename: 'missing.png', decision: 'reviewed', reviewer: 'Bijay' }, 404, 'IMAGE_NOT_FOUND'],
      [{ image_filename: '../a.png', decision: 'reviewed', reviewer: 'Bijay' }, 400, 'FST_ERR_VALIDATION'],
      [{ image_filename: 'a.png', decision: 'approved', reviewer: 'Bijay' }, 400, 'FST_ERR_VALIDATION'],
      [{ image_filename: 'a.png', decision: 'reviewed', reviewer: 'B'.repeat(81) }, 400, 'FST_ERR_VALIDATION'],
      [
        { image_filename: 'a.png', decision: 'sent_back', reviewer: 'Bijay', note: 'n'.repeat(2001) },
        400,
        'FST_ERR_VALIDATION',
      ],
    ]
    for (const [payload, statusCode, code] of refusals)
      expect((await review(app, payload)).json(), JSON.stringify(payload)).toMatchObject({ statusCode, code })
    expect((await annotationOf(app, 'a.png')).review_status).toBeUndefined()
    expect(await people(app)).toEqual([expect.objectContaining({ name: 'Asha', reviewed: 0, sent_back: 0 })])
    expect(
      (await review(app, { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' }, 9)).statusCode,
    ).toBe(404)
  })

  it('is refused when a page of another origin sends it', async () => {
    const { app } = await buildTestApp()
    await uploadImages(app, ['a.png'])
    await saveText(app, 'a.png', 'ଠିକ', { by: 'Asha' })
    const payload = { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/ocr/review',
          payload,
          headers: { 'sec-fetch-site': 'cross-site' },
        })
      ).statusCode,
    ).toBe(403)
    expect((await annotationOf(app, 'a.png')).review_status).toBeUndefined()
  })

  it('counts each project’s people apart', async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Book 2')
    await uploadImages(app, ['a.png'], 'png', { project: book })
    await saveText(app, 'a.png', 'ଠିକ', { by: 'Asha', project: book })
    expect(await people(app)).toEqual([])
    expect(await people(app, book)).toEqual([expect.objectContaining({ name: 'Asha', validated: 1 })])
  })
})

describe('exports of reviewed images only', () => {
  async function reviewedAndNot() {
    const test = await buildTestApp()
    const { app } = test
    await uploadImages(app, ['a.png', 'b.png', 'c.png'])
    await saveText(app, 'a.png', 'ଏକ', { by: 'Asha' })
    await saveText(app, 'b.png', 'ଦୁଇ', { by: 'Asha' })
    await review(app, { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' })
    await review(app, { image_filename: 'b.png', decision: 'sent_back', reviewer: 'Bijay', note: 'Check it' })
    return test
  }

  it('the CSV holds only reviewed images, with their texts as reviewed (never the page’s unsaved text)', async () => {
    const { app } = await reviewedAndNot()
    const payload = { validated_texts: { 'a.png': 'ଅସଂରକ୍ଷିତ' }, only_reviewed: true }
    const csv = await app.inject({ method: 'POST', url: '/api/ocr/export', payload })
    expect(csv.body).toBe('image_filename,extracted_text,validated_text\r\na.png,,ଏକ\r\n')
    const all = await app.inject({ method: 'POST', url: '/api/ocr/export', payload: { validated_texts: {} } })
    expect(all.body.split('\r\n')).toHaveLength(5)
  })

  it('the line export and its check hold only the pages of reviewed images', async () => {
    const { app } = await reviewedAndNot()
    for (const name of ['a.png', 'b.png']) {
      await app.inject({
        method: 'PUT',
        url: '/api/ocr/lines',
        payload: {
          image_filename: name,
          lines: [{ box: [0, 0, 20, 10], validated_text: name === 'a.png' ? 'ଏକ' : 'ଦୁଇ' }],
        },
      })
    }
    // Lines that leave the text as it was keep the review.
    expect((await annotationOf(app, 'a.png')).review_status).toBe('reviewed')
    const check = await app.inject({
      method: 'POST',
      url: '/api/ocr/export/lines/check',
      payload: { format: 'imagefolder', only_reviewed: true },
    })
    expect(check.json().lines).toBe(1)
    const archive = await app.inject({
      method: 'POST',
      url: '/api/ocr/export/lines',
      payload: { format: 'imagefolder', only_reviewed: true },
    })
    const entries = unzipSync(new Uint8Array(archive.rawPayload))
    expect(Object.keys(entries).filter((path) => path.startsWith('images/'))).toEqual(['images/a-001.png'])
  })
})
