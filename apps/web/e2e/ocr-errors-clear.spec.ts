import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPage } from './support/render-odia-page'

test('a line-finding failure leaves the screen once its cause is gone, and says nothing against a page that has lines', async ({
  page,
  request,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const rendered = await renderOdiaPage(page, 'page.png', ['ଘର', 'ବନ'])
  const uploaded = await request.post('/api/ocr/upload', {
    multipart: { files: { name: rendered.name, mimeType: rendered.mimeType, buffer: rendered.buffer } },
  })
  expect(uploaded.ok()).toBe(true)
  const lines = rendered.boxes.map((box, index) => ({ box, extracted_text: ['ଘର', 'ବନ'][index]!, validated_text: '' }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: rendered.name, lines } })).ok()).toBe(true)
  await ocr.open()
  const heading = page.getByRole('heading', { name: 'Line 1 of 2' })
  await expect(heading).toBeVisible()
  const failure = page.locator('.ocr-save-status__failure')

  // A batch that cannot find the page's lines again: the page keeps its two lines, and is not called failed.
  await ocr.keyField.fill('lines-invalid-json')
  await page.getByRole('button', { name: 'Find lines', exact: true }).click()
  await expect(ocr.job).toContainText('1 / 1 images, 1 failed')
  await expect(heading).toBeVisible()
  await expect(failure).toHaveCount(0)

  // The same failure on this page alone goes to the banner, and leaves it when finding the lines works.
  const findHere = page.getByRole('button', { name: 'Find lines on this page' })
  await findHere.click()
  await expect(ocr.bannerMessage).toHaveText(/^Failed to find lines: /)
  await ocr.keyField.fill('good-key')
  await findHere.click()
  await expect(findHere).toBeEnabled()
  await expect(ocr.banner).toHaveCount(0)
  await expect(failure).toHaveCount(0)
})
