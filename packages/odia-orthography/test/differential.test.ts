import { describe, expect, it } from 'vitest'
import { checkOrthography, type OrthographyFlag } from '../src/index.js'
import { generatedTexts } from './generated-texts.js'
import { SAMPLES } from './samples.js'

// Every flag on the bundled samples and on a few hundred seeded strings, against a snapshot written before the
// checker was made fast: a change in any offset, rule, reason or suggestion fails here. A deliberate change of
// behaviour rewrites the snapshot (`vitest run -u`) and shows up in its diff.

const line = ({ start, end, rule, severity, text, suggestion, reason }: OrthographyFlag) =>
  `  ${start}-${end} ${rule} ${severity} ${JSON.stringify(text)}` +
  `${suggestion === undefined ? '' : ` → ${JSON.stringify(suggestion)}`}: ${reason}`

const report = (texts: string[], heading = (text: string) => JSON.stringify(text)) =>
  texts
    .map((text, index) => [`#${index} ${heading(text)}`, ...checkOrthography(text).map(line)].join('\n'))
    .join('\n') + '\n'

const GENERATED = generatedTexts(400)
// The same strings as pages of 40, parted by spaces or line breaks: long texts, flags far from the start.
const PAGES = Array.from({ length: 10 }, (_, page) =>
  GENERATED.slice(page * 40, page * 40 + 40).join(page % 2 === 0 ? ' ' : '\n'),
)

describe('flags are the same as before the checker was made fast', () => {
  it('on the bundled sample texts', async () => {
    await expect(report(SAMPLES.map(([, text]) => text))).toMatchFileSnapshot('snapshots/samples.txt')
  })

  it('on 400 seeded strings of Odia, joiners, other scripts, digits and punctuation', async () => {
    await expect(report(GENERATED)).toMatchFileSnapshot('snapshots/generated.txt')
  })

  it('on those strings joined into 10 pages', async () => {
    const heading = (text: string) => `(${text.length} UTF-16 units)`
    await expect(report(PAGES, heading)).toMatchFileSnapshot('snapshots/generated-pages.txt')
  })
})
