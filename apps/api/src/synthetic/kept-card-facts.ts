import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type CardFacts, writeDatasetCard } from './dataset-card'

/** Where a running job keeps what its dataset card will say beyond metadata.csv: hidden, in its staging folder. */
const FACTS_FILE = '.card-facts.json'

/** Keeps a job's card facts in its staging folder as it starts, so a job a crash stops still gets its card. */
export async function keepCardFacts(staging: string, facts: CardFacts): Promise<void> {
  await writeFile(join(staging, FACTS_FILE), JSON.stringify(facts))
}

/**
 * Writes the dataset card of job folder `folder` (named `name`) from the facts kept in it, counting its figures from
 * its metadata.csv, then removes the facts. False when it kept none (a folder a job staged before cards were kept).
 */
export async function writeCardFromKeptFacts(folder: string, name: string): Promise<boolean> {
  const path = join(folder, FACTS_FILE)
  const kept = await readFile(path, 'utf8').catch(() => undefined)
  if (kept === undefined) return false
  await writeDatasetCard(folder, name, JSON.parse(kept) as CardFacts)
  await rm(path, { force: true })
  return true
}
