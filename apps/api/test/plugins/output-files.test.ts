import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stagingFolder } from '../../src/synthetic/staging-folder'
import { buildTestApp } from '../helpers/build-test-app'

/** An output folder holding a published job (`done`, with a dot-file of its own), a running job's staging folder and a dot-file. */
async function outputWithHiddenEntries() {
  const test = await buildTestApp()
  const output = join(test.dataDir, 'output')
  const staging = stagingFolder(output, 'running')
  mkdirSync(join(staging, 'images'), { recursive: true })
  writeFileSync(join(staging, 'metadata.csv'), 'file_name,text\nimages/000001.png,ଓଡ଼ିଆ\n')
  writeFileSync(join(staging, 'images', '000001.png'), 'PNG-BYTES')
  mkdirSync(join(output, 'done'))
  writeFileSync(join(output, 'done', 'metadata.csv'), 'file_name,text\n')
  writeFileSync(join(output, 'done', '.notes'), 'private')
  writeFileSync(join(output, '.env'), 'SECRET=1')
  return { app: test.app, staging: basename(staging) }
}

describe('GET /output/… and hidden entries', () => {
  it("lists no dot-folder (a running job's staging folder) and no dot-file, as HTML or JSON", async () => {
    const { app, staging } = await outputWithHiddenEntries()
    const html = await app.inject({ method: 'GET', url: '/output/' })
    expect(html.statusCode).toBe(200)
    expect(html.body).toContain('href="/output/done"')
    expect(html.body).not.toContain(staging)
    expect(html.body).not.toContain('.env')
    const json = await app.inject({ method: 'GET', url: '/output/?format=json' })
    expect(json.json()).toEqual({ dirs: ['done'], files: [] })
    const folder = await app.inject({ method: 'GET', url: '/output/done/?format=json' })
    expect(folder.json()).toEqual({ dirs: [], files: ['metadata.csv'] })
  })

  it('answers the JSON 404 for anything inside a dot-folder or named by a dot-file, however the path spells the dot', async () => {
    const { app, staging } = await outputWithHiddenEntries()
    const rest = staging.slice(1)
    const urls = [
      `/output/${staging}/`,
      `/output/${staging}/metadata.csv`,
      `/output/${staging}/images/000001.png`,
      `/output/${staging}/images/?format=json`,
      `/output/%2e${rest}/metadata.csv`,
      `/output/%2E${rest}/images/000001.png`,
      `/output/done/..%2f${staging}/metadata.csv`,
      '/output/.env',
      '/output/%2eenv',
      '/output/done/.notes',
      '/output/done/%2Enotes',
    ]
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' })
      expect(response.body, url).not.toMatch(/ଓଡ଼ିଆ|private|SECRET|PNG-BYTES/)
    }
  })
})
