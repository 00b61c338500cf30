// `pnpm bench`: runs every package's `bench` script, one at a time so figures are not disturbed.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mustRun, pnpmEnv, repoRoot } from './pnpm.mjs'

const withBench = ['apps', 'packages']
  .flatMap((group) => readdirSync(join(repoRoot, group)).map((name) => join(repoRoot, group, name, 'package.json')))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .filter((pkg) => pkg.scripts?.bench)

if (withBench.length === 0) {
  console.log('No benchmarks yet: the OCR (issue 4) and synthetic (issue 5) benches land with those tools.')
} else {
  await mustRun('pnpm', ['exec', 'turbo', 'run', 'bench', '--concurrency=1'], pnpmEnv())
}
