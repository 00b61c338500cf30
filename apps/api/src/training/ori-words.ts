// The words of ori's own dictionary (its lstm-word-dawg: some 46,000 Odia words), unpacked with Tesseract's tools:
// real Odia in far more variety than the bundled sentences, for the base model's texts. A command-line step only.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { textLines } from '../eval/eval-lines'
import { shippedOri } from './starting-point'
import { requireTool, TOOL_ENV } from './tesseract-tools'

/**
 * Some 280 of ori's words spell ୁ as କ୍ସ୍ଟ (ତାହାଙ୍କକ୍ସ୍ଟ for ତାହାଙ୍କୁ, ଶକ୍ସ୍ଟଣି for ଶୁଣି), left by a legacy font's
 * conversion. No Odia word has it, and Lohit draws କ୍ଷ almost as it draws କ୍ସ୍ଟ: a model trained on them reads ଦକ୍ଷିଣ
 * as ଦକ୍ସ୍ଟିଣ.
 */
const LEGACY_ARTEFACT = 'କ୍ସ୍ଟ'

/** ori's dictionary words, NFC, in its order, less the legacy artefacts; unpacked into `work`/ori-words. */
export function oriWords(work: string): string[] {
  requireTool('combine_tessdata')
  requireTool('dawg2wordlist')
  const dir = join(work, 'ori-words')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'ori.traineddata'), shippedOri())
  const run = (tool: string, args: string[]) => execFileSync(tool, args, { cwd: dir, env: TOOL_ENV, stdio: 'pipe' })
  run('combine_tessdata', ['-u', 'ori.traineddata', 'ori.'])
  run('dawg2wordlist', ['ori.lstm-unicharset', 'ori.lstm-word-dawg', 'words.txt'])
  return textLines(readFileSync(join(dir, 'words.txt'), 'utf8')).filter((word) => !word.includes(LEGACY_ARTEFACT))
}
