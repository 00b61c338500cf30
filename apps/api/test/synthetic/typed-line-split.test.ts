import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

const SENTENCE = 'ଓଡ଼ିଶା ଭାରତର ପୂର୍ବ ଉପକୂଳରେ ଅବସ୍ଥିତ ଏକ ରାଜ୍ୟ।'
/** About 650 characters: over the 500 a line may have when kept whole. */
const PARAGRAPH = Array.from({ length: 15 }, () => SENTENCE).join(' ')

describe('typed text with max_line_chars', () => {
  it('refuses a line over 500 characters as before when omitted, and splits it into labelled lines when given', async () => {
    const test = await buildTestApp()
    const generate = (body: Record<string, unknown>) =>
      test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: { mode: 'single', ...body } })
    const whole = await generate({ text: `ଓଡ଼ିଆ\n${PARAGRAPH}` })
    expect(whole.statusCode).toBe(400)
    expect(whole.json()).toMatchObject({
      code: 'LINE_TOO_LONG',
      message: `Line 2 has ${[...PARAGRAPH].length} characters; a line may have at most 500.`,
    })

    const split = await generate({ text: `ଓଡ଼ିଆ\n${PARAGRAPH}\nଅା`, max_line_chars: 50 })
    expect(split.statusCode).toBe(200)
    const result = split.json<GenerateResponse>()
    const labels = readFileSync(join(test.dataDir, result.csv), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[1]!)
    expect(labels[0]).toBe('ଓଡ଼ିଆ')
    expect(labels.slice(1, -1).join(' ')).toBe(PARAGRAPH)
    expect(labels.slice(1, -1).every((line) => [...line].length <= 50)).toBe(true)
    // The impossible sequence is reported by its line of the Text area, not by the image it became.
    expect(result.impossible?.texts).toEqual([{ number: 3, reason: expect.stringContaining('ଅା') }])
  })

  it('refuses a max_line_chars outside 10–500', async () => {
    const test = await buildTestApp()
    for (const max_line_chars of [9, 501, 12.5]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/generate',
        payload: { mode: 'single', text: 'କ', max_line_chars },
      })
      expect(response.statusCode).toBe(400)
    }
  })
})
