// The file system's share of a "files written" figure, measured with no code of ours: on this VM's disk (ext4 mounted
// with `discard`) the kernel's CPU time per file created swings twentyfold from hour to hour, so the same commit wrote
// 2,000 images at 2,100 images per CPU-second at one moment and at 750 the next (system time 0.07 s vs 1.8 s). Benches
// that write files print this beside their figures; BENCH_OUTPUT_DIR moves their output (e.g. to /dev/shm) to measure
// the generator apart from the disk.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const FILES = 2000
const FILE_BYTES = 6000

/** Where a bench writes its datasets: BENCH_OUTPUT_DIR, or the system's temporary folder. */
export const benchOutputDir = (): string => process.env.BENCH_OUTPUT_DIR ?? tmpdir()

/** CPU milliseconds (user + system) this thread spends writing FILES small files into a new folder of `parent`. */
export function fileSystemReference(parent = benchOutputDir()): number {
  const folder = mkdtempSync(join(parent, 'odia-fs-reference-'))
  const bytes = Buffer.alloc(FILE_BYTES, 7)
  const cpu = process.cpuUsage()
  for (let index = 0; index < FILES; index++) writeFileSync(join(folder, `${index}.png`), bytes)
  const used = process.cpuUsage(cpu)
  rmSync(folder, { recursive: true, force: true })
  return (used.user + used.system) / 1000
}

export const describeFileSystemReference = (before: number, after: number): string =>
  `File system reference (${FILES} files of ${FILE_BYTES / 1000} KB written in ${benchOutputDir()}, one thread): ` +
  `${before.toFixed(0)} CPU-ms before, ${after.toFixed(0)} after: the "files written" figures move with it`
