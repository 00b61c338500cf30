import { readFileSync } from 'node:fs'

// The Odia texts the project ships for people and machines to start from. They are read from their files, so
// an edit there is checked by the tests; turbo.json lists them among the test task's inputs.
const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

/** A string constant of a TypeScript module, with its `\uXXXX` escapes read. */
function stringConstant(path: string, name: string): string {
  const match = new RegExp(`export const ${name} = '([^']*)'`).exec(repoFile(path))
  if (match === null) throw new Error(`${path} has no string constant ${name}`)
  return match[1]!.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The evaluation sample of apps/api: a page of clean Odia prose, about 1,600 characters. */
export const EVAL_SAMPLE = repoFile('apps/api/src/eval/odia-sample.txt')

export const SAMPLES: [string, string][] = [
  ['the evaluation sample (apps/api)', EVAL_SAMPLE],
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
