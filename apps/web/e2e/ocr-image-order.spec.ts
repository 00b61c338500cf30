import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

test('the image list sorts by file name in natural order (page2 before page10) or by upload order, remembered', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  // Uploaded in an order a browser may hand a folder over in.
  const names = ['page10.png', 'page2.png', 'page1.png', 'Page3.png']
  await ocr.upload(await Promise.all(names.map((name) => renderOdiaPng(page, name, 'କ'))))
  const listed = async () => {
    await ocr.picker.click()
    const options = await ocr.listbox.getByRole('option').allTextContents()
    await page.keyboard.press('Escape')
    return options.map((option) => /^\S+\.png/.exec(option)?.[0])
  }
  const order = page.getByRole('combobox', { name: 'Order images' })

  await expect(order).toHaveValue('upload')
  expect(await listed()).toEqual(names)
  await order.selectOption({ label: 'File name (2 before 10)' })
  expect(await listed()).toEqual(['page1.png', 'page2.png', 'Page3.png', 'page10.png'])

  await page.reload()
  await expect(order).toHaveValue('name')
  expect(await listed()).toEqual(['page1.png', 'page2.png', 'Page3.png', 'page10.png'])
  await order.selectOption('upload')
  expect(await listed()).toEqual(names)
})
