import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse, WeakClustersResponse } from '@odia-ai/contract'
import { splitUnits } from '@odia-ai/text-metrics'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { clusterTargetsTable } from '../../src/synthetic/top-up/top-up-markdown'
import { buildTestApp, type TestApp } from '../helpers/build-test-app'
import { csv, startLocalServer } from '../helpers/csv-server'
import { createProject, storeTexts } from '../helpers/ocr'

/** A book whose engine misreads କ୍ଷ and ଶ୍ରୀ; two of its images hold two lines each. */
const BOOK = {
  'a.png': { extracted_text: 'କମା କର', validated_text: 'କ୍ଷମା କର' },
  'b.png': { extracted_text: 'ଶରୀ ଜଗନ୍ନାଥ', validated_text: 'ଶ୍ରୀ ଜଗନ୍ନାଥ' },
  'c.png': { extracted_text: 'ଘର ବନ\nଆମ ଗାଁ', validated_text: 'ଘର ବନ\nଆମ ଗାଁ' },
  'd.png': { extracted_text: 'କ୍ଷେତ୍ର ପାଣି\nଶ୍ରୀ କ୍ଷମା', validated_text: 'କ୍ଷେତ୍ର ପାଣି\nଶ୍ରୀ କ୍ଷମା' },
}

async function bookServer(): Promise<{ test: TestApp; book: number; weak: string[] }> {
  const test = await buildTestApp({ config: { datasetUrlAllowPrivate: true } })
  const book = await createProject(test.app, 'Book')
  await storeTexts(test.app, BOOK, book)
  const weak = (
    await test.app.inject({ method: 'GET', url: `/api/ocr/weak-clusters?project=${book}` })
  ).json<WeakClustersResponse>().clusters
  return { test, book, weak: weak.map(({ cluster }) => cluster) }
}

const generate = (test: TestApp, body: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: body })

const labels = (test: TestApp, result: GenerateResponse): string[] =>
  parse<{ text: string }>(readFileSync(join(test.dataDir, result.csv)), { columns: true }).map((row) => row.text)

/** Occurrences of `cluster` (a whole grapheme cluster) in the texts. */
const occurrences = (texts: readonly string[], cluster: string) =>
  texts.flatMap((text) => splitUnits(text, 'grapheme')).filter((unit) => unit === cluster).length

describe('synthetic jobs with top_up', () => {
  it("choose the project's validated lines that hold its weak clusters, and report and write each cluster's counts", async () => {
    const { test, book, weak } = await bookServer()
    expect(weak).toEqual(['ଶ୍ରୀ', 'କ୍ଷ', 'ନ୍ନା'])
    const response = await generate(test, {
      mode: 'single',
      output_subdir: 'topup',
      max_samples: 10,
      top_up: { project: book, source: 'validated' },
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    const texts = labels(test, result)
    // Of the six validated lines, the three that hold a weak cluster (କ୍ଷେ is a cluster of its own).
    expect([...texts].sort()).toEqual(['କ୍ଷମା କର', 'ଶ୍ରୀ କ୍ଷମା', 'ଶ୍ରୀ ଜଗନ୍ନାଥ'])
    expect(result.files).toHaveLength(3)
    expect(result.top_up).toMatchObject({ project: book, source: 'validated', candidates: 6, lines: 3 })
    expect(result.top_up!.targets.map(({ cluster, achieved }) => [cluster, achieved])).toEqual(
      weak.map((cluster) => [cluster, occurrences(texts, cluster)]),
    )
    expect(result.top_up!.targets.map(({ target }) => target)).toEqual([10, 5, 5])
    const card = readFileSync(join(test.dataDir, result.output_dir, 'README.md'), 'utf8')
    expect(card).toContain(`## Targeted top-up`)
    expect(card).toContain(clusterTargetsTable(result.top_up!.targets))
    expect(card).toContain("3 of 6 distinct lines of the project's validated texts")
  })

  it('choose from the typed text, render exactly what a plain job of those lines renders, and change nothing without top_up', async () => {
    const { test, book, weak } = await bookServer()
    const filler = Array.from({ length: 30 }, (_, index) => `ଘର ବନ ${index}`)
    const holding = ['ଶ୍ରୀ ମନ୍ଦିର', 'କ୍ଷମା ଦିଅ', 'ଜଗନ୍ନାଥ ଶ୍ରୀ କ୍ଷେତ୍ର', 'କ୍ଷୀର']
    const text = [...filler.slice(0, 15), ...holding, ...filler.slice(15)].join('\n')
    const request = { mode: 'ultra-realistic', seed: 3, max_samples: 3 }
    const topUp = (
      await generate(test, { ...request, text, output_subdir: 'top', top_up: { project: book, source: 'input' } })
    ).json<GenerateResponse>()
    const chosen = labels(test, topUp)
    expect(new Set(chosen).size).toBe(3)
    for (const line of chosen) expect(holding).toContain(line)
    expect(topUp.top_up).toMatchObject({ source: 'input', candidates: 34, lines: 3 })
    expect(weak.every((cluster) => occurrences(chosen, cluster) > 0)).toBe(true)

    const plain = (
      await generate(test, { ...request, text: [...new Set(chosen)].join('\n'), output_subdir: 'plain' })
    ).json<GenerateResponse>()
    expect(plain.top_up).toBeUndefined()
    expect(readFileSync(join(test.dataDir, plain.output_dir, 'README.md'), 'utf8')).not.toContain('Targeted top-up')
    expect(plain.files).toHaveLength(topUp.files.length)
    plain.files.forEach((file, index) =>
      expect(readFileSync(join(test.dataDir, file)).equals(readFileSync(join(test.dataDir, topUp.files[index]!)))).toBe(
        true,
      ),
    )
  })

  it('in page mode, lay out the chosen lines on pages and give their counts in the answer and the card', async () => {
    const { test, book } = await bookServer()
    const response = await generate(test, {
      mode: 'page',
      output_subdir: 'pages',
      max_samples: 10,
      top_up: { project: book, source: 'validated' },
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(result.pages_dir).toBe('output/pages/pages')
    expect(result.top_up).toMatchObject({ project: book, source: 'validated', lines: 3 })
    expect([...labels(test, result)].sort()).toEqual(['କ୍ଷମା କର', 'ଶ୍ରୀ କ୍ଷମା', 'ଶ୍ରୀ ଜଗନ୍ନାଥ'])
    expect(readFileSync(join(test.dataDir, result.output_dir, 'README.md'), 'utf8')).toContain(
      clusterTargetsTable(result.top_up!.targets),
    )
  })

  it('read a whole dataset, past max_samples, and take max_samples of the rows that hold weak clusters', async () => {
    const { test, book } = await bookServer()
    const rows = ['ଘର', 'ବନ', 'ଆମ', 'ଶ୍ରୀ ରାମ', 'ପାଣି', 'ଗାଁ', 'କ୍ଷମା', 'ମାଟି', 'ଜଗନ୍ନାଥ ଶ୍ରୀ']
    const server = await startLocalServer({ '/data.csv': csv(`text\n${rows.join('\n')}\n`) })
    const response = await generate(test, {
      mode: 'huggingface',
      dataset_url: server.url('/data.csv'),
      max_samples: 2,
      top_up: { project: book, source: 'input' },
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(result.top_up).toMatchObject({ candidates: rows.length, lines: 2 })
    // ଜଗନ୍ନାଥ ଶ୍ରୀ holds two weak clusters; then କ୍ଷମା, the one line that brings କ୍ଷ.
    expect(labels(test, result)).toEqual(['ଜଗନ୍ନାଥ ଶ୍ରୀ', 'କ୍ଷମା'])
  })

  it('refuse, writing nothing, an unknown project, one with nothing measured or nothing wrong, a source without the clusters, a bad field', async () => {
    const { test, book } = await bookServer()
    const empty = await createProject(test.app, 'Empty')
    const perfect = await createProject(test.app, 'Perfect')
    await storeTexts(test.app, { 'p.png': { extracted_text: 'ଶ୍ରୀ', validated_text: 'ଶ୍ରୀ' } }, perfect)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ project: 99, source: 'validated' }, 404, 'PROJECT_NOT_FOUND'],
      [{ project: empty, source: 'validated' }, 422, 'NO_VALIDATED_TEXTS'],
      [{ project: perfect, source: 'input' }, 422, 'NO_WEAK_CLUSTERS'],
      [{ project: book, source: 'input' }, 422, 'NO_LINE_WITH_WEAK_CLUSTERS'],
      [{ project: book, source: 'elsewhere' }, 400, 'FST_ERR_VALIDATION'],
      [{ project: book, source: 'input', clusters: 0 }, 400, 'FST_ERR_VALIDATION'],
    ]
    for (const [topUp, status, code] of cases) {
      const response = await generate(test, { mode: 'single', text: 'ଘର ବନ\nଆମ ଗାଁ', top_up: topUp })
      expect(response.json(), JSON.stringify(topUp)).toMatchObject({ statusCode: status, code })
      expect(response.json().message).toMatch(/\w{3,}/)
    }
    expect(
      (await generate(test, { mode: 'single', text: 'ଘର', top_up: { project: book, source: 'input' } })).json().message,
    ).toBe('None of the 1 lines of the input holds a weak cluster of this project (ଶ୍ରୀ କ୍ଷ ନ୍ନା): give text that does.')
    const output = join(test.dataDir, 'output')
    expect(existsSync(output) ? readdirSync(output) : []).toEqual([])
  })
})
