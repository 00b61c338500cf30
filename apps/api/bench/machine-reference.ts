// A fixed workload that none of our code takes part in, timed in this thread: its figure moves only with the machine.
// This shared VM runs unchanged code at very different speeds from one hour to the next (the OCR bench's import of
// 100,000 rows took 4.7 s in one session and 10.8 s in another), so benches print it beside their figures.
import { deflateSync } from 'node:zlib'
import { seededRandom } from '@odia-ai/renderer'

const SIZE = 4 << 20
const PASSES = 3

/** MB of a fixed, seeded text that zlib (level 6) compresses per CPU-second in this thread: higher is a faster machine. */
export function machineReference(): number {
  const random = seededRandom(7)
  const letters = Buffer.from('abcdefgh ijklmnop, qrstuvwx.\n', 'latin1')
  const text = Buffer.alloc(SIZE)
  for (let index = 0; index < SIZE; index++) text[index] = letters[Math.floor(random() * random() * letters.length)]!
  const cpu = process.cpuUsage()
  for (let pass = 0; pass < PASSES; pass++) deflateSync(text, { level: 6 })
  const used = process.cpuUsage(cpu)
  return (SIZE * PASSES) / 1e6 / ((used.user + used.system) / 1e6)
}
