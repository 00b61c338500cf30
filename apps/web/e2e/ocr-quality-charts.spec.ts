import type { Locator } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The boxes of the chart's drawn (visible) x-axis labels, with their texts, left to right. */
async function drawnLabels(chart: Locator): Promise<Array<{ text: string; box: Box }>> {
  const labels = chart.locator('.ocr-chart__labels text')
  const drawn: Array<{ text: string; box: Box }> = []
  for (const label of await labels.all()) {
    if (!(await label.isVisible())) continue
    drawn.push({ text: (await label.textContent()) ?? '', box: (await label.boundingBox())! })
  }
  return drawn
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

test('the CER histogram reads in round bins, its labels apart and inside it, every bar whole, no stray legend', async ({
  page,
  gemini,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const wrong = await renderOdiaPng(page, 'wrong.png', 'କମଳ')
  const right = await renderOdiaPng(page, 'right.png', 'ଘର')
  // ଲ for ଳ: one error in three letters, 33 % (the 30–40 % bin); the second image read right (0–10 %).
  gemini.fixtures[wrong.sha256] = 'କମଲ'
  gemini.fixtures[right.sha256] = 'ଘର'
  await ocr.upload([wrong, right])
  await ocr.keyField.fill('test-key')
  await ocr.processButton.click()
  await expect(ocr.processButton).toHaveText('Process OCR')
  await ocr.editor.fill('କମଳ')
  await page.keyboard.press('Control+Enter')
  await expect(ocr.picker).toHaveText('right.png')
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')

  await page.getByText('Pictures of quality').click()
  const histogram = page.getByRole('figure', { name: 'Images by CER, gemini' })
  const plot = (await histogram.locator('svg').boundingBox())!
  const labels = await drawnLabels(histogram)
  // At least every second bin is labelled, each in whole percentages.
  expect(labels.length).toBeGreaterThanOrEqual(5)
  for (const { text } of labels) expect(text).toMatch(/^(\d+–\d+ %|≥ 90 %)$/)
  expect(labels[0]!.text).toBe('0–10 %')
  for (const [index, { box }] of labels.entries()) {
    expect(inside(box, plot), `${labels[index]!.text} inside the chart`).toBe(true)
    const next = labels[index + 1]
    if (next) expect(box.x + box.width, `${labels[index]!.text} clear of ${next.text}`).toBeLessThan(next.box.x)
  }
  // The figures beside the chart: one image in 0–10 %, one in 30–40 %.
  const counts = await histogram.locator('table tbody td').allTextContents()
  expect(counts).toEqual(['1', '0', '0', '1', '0', '0', '0', '0', '0', '0'])
  // Every bar is whole inside the plot, the last one too; the tallest reaches the top tick, not past it.
  const bars = histogram.locator('rect')
  await expect(bars).toHaveCount(10)
  for (const bar of await bars.all()) expect(inside((await bar.boundingBox())!, plot)).toBe(true)
  await expect(page.getByText('Value: --')).toHaveCount(0)

  // The day chart names its two sets once, in a legend of swatches.
  const days = page.getByRole('figure', { name: 'Validated and reviewed per day, gemini' })
  await expect(days.locator('.ocr-chart__legend li')).toHaveText(['Validated', 'Reviewed'])
  const dayLabels = await drawnLabels(days)
  expect(dayLabels.map(({ text }) => text)).toEqual([new Date().toISOString().slice(0, 10)])
})

test('when both engines read the images, each engine gets its charts', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const truth = 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା'
  const image = await renderOdiaPng(page, 'both.png', truth)
  gemini.fixtures[image.sha256] = truth
  await ocr.upload([image])
  await ocr.keyField.fill('both-key')
  await page.getByRole('button', { name: 'Run both engines' }).click()
  await expect(ocr.job).toContainText('OCR finished: 1 / 1 images', { timeout: 60_000 })
  await ocr.editor.fill(truth)
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')

  await page.getByText('Pictures of quality').click()
  for (const engine of ['gemini', 'tesseract']) {
    const histogram = page
      .getByRole('region', { name: `Quality of ${engine}` })
      .getByRole('figure', { name: `Images by CER, ${engine}` })
    await expect(histogram.locator('svg')).toBeVisible()
    const counts = await histogram.locator('table tbody td').allTextContents()
    expect(
      counts.map(Number).reduce((sum, count) => sum + count, 0),
      engine,
    ).toBe(1)
  }
  // Gemini read it exactly: its one image is in the first bin.
  await expect(
    page.getByRole('figure', { name: 'Images by CER, gemini' }).locator('table tbody td').first(),
  ).toHaveText('1')
})
