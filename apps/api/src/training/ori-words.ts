// The words of ori's own dictionary (its lstm-word-dawg: some 46,000 Odia words), unpacked with Tesseract's tools:
// real Odia in far more variety than the bundled sentences, for the base model's texts. A command-line step only.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { textLines } from '../eval/eval-lines'
import { shippedOri } from './starting-point'
import { requireTool, TOOL_ENV } from './tesseract-tools'

/** ori's dictionary words, NFC, in its order; unpacked into `work`/ori-words. */
export function oriWords(work: string): string[] {
  requireTool('combine_tessdata')
  requireTool('dawg2wordlist')
  const dir = join(work, 'ori-words')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'ori.traineddata'), shippedOri())
  const run = (tool: string, args: string[]) => execFileSync(tool, args, { cwd: dir, env: TOOL_ENV, stdio: 'pipe' })
  run('combine_tessdata', ['-u', 'ori.traineddata', 'ori.'])
  run('dawg2wordlist', ['ori.lstm-unicharset', 'ori.lstm-word-dawg', 'words.txt'])
  return textLines(readFileSync(join(dir, 'words.txt'), 'utf8'))
}
