import { describe, expect, it } from 'vitest'
import { breaksTrainers, lineCheckSections, lineCheckText, type CharacterFinding, type LineCheckReport } from '../src'

const none = { count: 0, examples: [] }
const report = (extra: Partial<LineCheckReport> = {}): LineCheckReport => ({
  only_validated: true,
  pages: 2,
  lines: 25,
  left_out: 0,
  thresholds: { rare_below_lines: 3, min_line_height: 10 },
  characters: [],
  empty: none,
  not_nfc: none,
  line_breaks: none,
  too_short: none,
  duplicates: none,
  conflicting: none,
  trainer_safe: true,
  ...extra,
})

const character = (shown: string, code_point: string, outside: boolean, script = 'Oriya'): CharacterFinding => ({
  code_point,
  shown,
  script,
  lines: 1,
  occurrences: 1,
  outside,
  rare: true,
  examples: [{ image: 'p.png', line: 4 }],
})

// Ordinary Odia letters a 25-line export happens to hold once: ଓ, ୈ, ୌ, ୱ.
const RARE_ODIA = [
  character('ଓ', 'U+0B13', false),
  character('◌ୈ', 'U+0B48', false),
  character('◌ୌ', 'U+0B4C', false),
  character('ୱ', 'U+0B71', false),
]

describe('the trainer-safe check’s words', () => {
  it('calls ordinary Odia letters rare in this export, worth a look, never a fault', () => {
    const rareOnly = report({ characters: RARE_ODIA })
    expect(breaksTrainers(rareOnly)).toBe(false)
    const { summary, breaks, notes } = lineCheckSections(rareOnly, 'tesstrain')
    expect(summary).toContain('Nothing here breaks a trainer; the notes below are worth a look.')
    expect(breaks).toBe('')
    expect(notes).toMatch(/^Worth a look:\n\nCharacters in fewer than 3 of these 25 lines \(4\):/)
    for (const { code_point } of RARE_ODIA) expect(notes).toContain(code_point)
    expect(notes).toContain('Nothing to correct: these are only rare in this export.')
    expect(lineCheckText(rareOnly, 'tesstrain')).not.toMatch(/fail|Encoding of string failed|break trainers/)
  })

  it('puts empty labels, labels not in NFC and characters trainers cannot encode under what breaks trainers', () => {
    const bengali = character('ভ', 'U+09AD', true, 'Bengali')
    const broken = report({
      characters: [bengali, ...RARE_ODIA],
      empty: { count: 1, examples: [{ image: 'p.png', line: 2 }] },
      not_nfc: { count: 1, examples: [{ image: 'p.png', line: 3 }] },
      too_short: { count: 1, examples: [{ image: 'p.png', line: 9 }] },
    })
    expect(breaksTrainers(broken)).toBe(true)
    const { summary, breaks, notes } = lineCheckSections(broken, 'imagefolder')
    expect(summary).toContain('Some lines break trainers (below): correct them in the tool and export again.')
    expect(breaks).toMatch(/^Breaks trainers:/)
    expect(breaks).toMatch(/U\+09AD\s+ভ\s+Bengali\s+1 line, 1 time\s+e\.g\. p\.png line 4/)
    expect(breaks).toContain('Empty labels (1):\n  p.png line 2\n')
    expect(breaks).toContain('Labels not in Unicode NFC (1):\n  p.png line 3\n')
    for (const { code_point } of RARE_ODIA) expect(breaks).not.toContain(code_point)
    // A short box is worth a look, not a fault.
    expect(notes).toContain('Lines shorter than 10 px (1):')
    expect(breaks).not.toContain('shorter')
    // Each alone breaks trainers.
    expect(breaksTrainers(report({ characters: [bengali] }))).toBe(true)
    expect(breaksTrainers(report({ not_nfc: { count: 1, examples: [] } }))).toBe(true)
    expect(breaksTrainers(report({ duplicates: { count: 3, examples: [] } }))).toBe(false)
  })

  it('says nothing was found when nothing was', () => {
    expect(lineCheckText(report(), 'paddleocr')).toContain('Nothing found: every line is safe to train on.')
  })
})
