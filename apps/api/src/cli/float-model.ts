// `pnpm float-model IN.traineddata OUT.traineddata`: recovers a float (trainable) model from an integer (fast) one,
// such as the `ori` of @tesseract.js-data (gzipped or not) or Debian's tesseract-ocr-ori, so that
// `lstmtraining --continue_from` can fine-tune it.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { fromCaller } from '../config'
import { AppError, badRequest } from '../errors'
import { convertToFloat } from '../training/float-model'

const USAGE = `Usage: pnpm float-model IN.traineddata OUT.traineddata

  IN    an integer (fast) Tesseract model, .traineddata or .traineddata.gz
  OUT   where to write the float model, which lstmtraining --continue_from accepts`

function readInput(path: string): Uint8Array {
  try {
    return readFileSync(fromCaller(path))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw badRequest(
      'BAD_ARGUMENT',
      `Cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
    )
  }
}

/** Writes beside the target and renames, so a failed run never leaves half a model where OUT was named. */
function writeOutput(path: string, bytes: Uint8Array): void {
  const target = fromCaller(path)
  const partial = `${target}.partial`
  try {
    writeFileSync(partial, bytes)
    renameSync(partial, target)
  } catch (error) {
    rmSync(partial, { force: true })
    throw badRequest('BAD_ARGUMENT', `Cannot write ${path}: ${(error as Error).message}.`)
  }
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean' } }, allowPositionals: true })
  if (values.help) return void console.log(USAGE)
  const [input, output] = positionals
  if (input === undefined || output === undefined || positionals.length > 2)
    throw badRequest('BAD_ARGUMENT', `Give the integer model to read and the float model to write.\n\n${USAGE}`)
  const model = convertToFloat(readInput(input))
  writeOutput(output, model.traineddata)
  console.log(
    `Wrote ${output}: a float model, ${model.matrices} weight matrices, ${model.weights.toLocaleString('en')} weights.`,
  )
}

try {
  main()
} catch (error) {
  console.error(error instanceof AppError ? error.message : error)
  process.exit(1)
}
