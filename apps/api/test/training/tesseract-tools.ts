// Tesseract's own command-line tools and the Odia models and fonts the float-model tests run them on. A tool or
// font that is missing fails the test with the Debian package that provides it.
import { execFile } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'

const run = promisify(execFile)

/** Each tool the tests run, and the Debian package it comes in. */
const TOOLS = {
  tesseract: 'tesseract-ocr',
  lstmtraining: 'tesseract-ocr',
  combine_tessdata: 'tesseract-ocr',
  combine_lang_model: 'tesseract-ocr',
  text2image: 'tesseract-ocr',
  dawg2wordlist: 'tesseract-ocr',
} as const
export type Tool = keyof typeof TOOLS

/** Lohit Odia, a TrueType font text2image can draw with (the bundled fonts are .woff2, which it cannot read). */
export const LOHIT_ODIA = {
  family: 'Lohit Odia',
  dir: '/usr/share/fonts/truetype/lohit-oriya',
  package: 'fonts-lohit-orya',
}

const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK)
      return true
    } catch {
      return false
    }
  })

/** Fails, naming the Debian package, when a tool is not installed. */
export function requireTools(...tools: Tool[]): void {
  for (const tool of tools)
    if (!onPath(tool))
      throw new Error(`${tool} is not installed: apt-get install ${TOOLS[tool]} (Debian) to run this test.`)
}

export function requireLohitOdia(): void {
  if (!existsSync(join(LOHIT_ODIA.dir, 'Lohit-Odia.ttf')))
    throw new Error(
      `The Lohit Odia font is not installed: apt-get install ${LOHIT_ODIA.package} (Debian) to run this test.`,
    )
}

/** Runs a tool: its stdout, and `output`, stdout and stderr together (where Tesseract prints its progress). */
export async function tool(name: Tool, args: string[], cwd?: string): Promise<{ stdout: string; output: string }> {
  requireTools(name)
  try {
    const { stdout, stderr } = await run(name, args, { cwd, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 })
    return { stdout, output: stdout + stderr }
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string }
    throw new Error(`${name} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
  }
}

/** Every integer `ori` that @tesseract.js-data ships (one per folder), unzipped: name → bytes. */
export function shippedOriModels(): Map<string, Buffer> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/ori'))
  const folders = readdirSync(packageDir).filter((name) => existsSync(join(packageDir, name, 'ori.traineddata.gz')))
  return new Map(
    folders.map((folder) => [folder, gunzipSync(readFileSync(join(packageDir, folder, 'ori.traineddata.gz')))]),
  )
}

/** Writes `traineddata` as `<dir>/ori.traineddata`, a tessdata folder for `--tessdata-dir`. */
export function tessdataDir(dir: string, traineddata: Uint8Array): string {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'ori.traineddata'), traineddata)
  return dir
}

/** Draws one line of text with text2image in Lohit Odia: `<base>.tif` (and text2image's own `<base>.box`). */
export async function renderLine(base: string, text: string): Promise<string> {
  requireLohitOdia()
  writeFileSync(`${base}.txt`, `${text}\n`)
  await tool('text2image', [
    `--text=${base}.txt`,
    `--outputbase=${base}`,
    `--font=${LOHIT_ODIA.family}`,
    `--fonts_dir=${LOHIT_ODIA.dir}`,
    '--ptsize=24',
    '--xsize=1600',
    '--ysize=200',
    '--margin=20',
    // text2image writes a fonts.conf there (the working directory by default).
    `--fontconfig_tmpdir=${dirname(base)}`,
  ])
  return `${base}.tif`
}

/** What `tesseract` reads in a one-line image with the `ori` in `tessdataDir`. */
export async function recognizeLine(image: string, dir: string): Promise<string> {
  const { stdout } = await tool('tesseract', [image, '-', '--tessdata-dir', dir, '-l', 'ori', '--psm', '7'])
  return stdout.trim()
}
