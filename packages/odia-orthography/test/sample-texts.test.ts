import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'

// The Odia texts the project ships for people and machines to start from. They are read from their files, so
// an edit there is checked here; turbo.json lists them among this test's inputs.
const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

/** A string constant of a TypeScript module, with its `\uXXXX` escapes read. */
function stringConstant(path: string, name: string): string {
  const match = new RegExp(`export const ${name} = '([^']*)'`).exec(repoFile(path))
  if (match === null) throw new Error(`${path} has no string constant ${name}`)
  return match[1]!.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

const SAMPLES: [string, string][] = [
  ['the evaluation sample (apps/api)', repoFile('apps/api/src/eval/odia-sample.txt')],
  [
    'the synthetic page\u2019s sample text (apps/web)',
    stringConstant('apps/web/src/routes/-synthetic/build-request.ts', 'SAMPLE_TEXT'),
  ],
  ['the fake Gemini\u2019s default answer', stringConstant('packages/fake-gemini/src/behaviours.ts', 'DEFAULT_TEXT')],
  [
    'the fake Gemini\u2019s decomposed answer',
    stringConstant('packages/fake-gemini/src/behaviours.ts', 'DECOMPOSED_TEXT'),
  ],
]

describe('the bundled sample texts', () => {
  it.each(SAMPLES)('%s has no flag', (_, text) => {
    expect(text).toMatch(/[\u0B00-\u0B7F]/)
    expect(checkOrthography(text)).toEqual([])
  })
})
