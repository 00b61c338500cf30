import { startBuiltServer } from './support/built-server'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'
import { expect, test } from './support/test'

const TOKEN = 'e2e-team-token-0123456789'

// A server on every interface, as a team on a LAN would start it.
const lanTest = test.extend<{ lanServerUrl: string }>({
  lanServerUrl: async ({ gemini }, use) => {
    const server = await startBuiltServer({ HOST: '0.0.0.0', ACCESS_TOKEN: TOKEN, GEMINI_BASE_URL: gemini.baseUrl })
    await use(server.baseUrl)
    await server.stop()
  },
})

lanTest(
  'beyond loopback, a page asks for the printed link; the link lets the browser in for good',
  async ({ page, lanServerUrl }) => {
    const refused = await page.goto(`${lanServerUrl}/ocr`)
    expect(refused?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Access token needed' })).toBeVisible()
    await expect(page.getByText(/open the link it printed when it started/)).toBeVisible()

    await page.goto(`${lanServerUrl}/?token=${TOKEN}`)
    await expect(page).toHaveURL(`${lanServerUrl}/ocr`)
    // One cookie for this port, holding a value derived from the token, never the token.
    const [cookie, ...others] = await page.context().cookies(lanServerUrl)
    expect(others).toEqual([])
    expect(cookie).toMatchObject({
      name: `odia_token_${new URL(lanServerUrl).port}`,
      httpOnly: true,
      sameSite: 'Strict',
    })
    expect(cookie?.value).not.toContain(TOKEN)

    // The app's own API calls carry the cookie: an upload and a reload both work.
    const ocr = ocrPage(page)
    await ocr.open()
    await ocr.upload([await renderOdiaPng(page, 'lan.png', 'ଲାନ')])
    await expect(ocr.picker).toHaveText('lan.png')
    await page.reload()
    await expect(ocr.picker).toHaveText('lan.png')
  },
)
