import { ConfusionCounter, readAs, type Confusion } from './confusions'
import { editScriptSteps, scriptCost } from './edit-script'
import { rate } from './error-rates'
import { runSteps, type Steps } from './steps'
import { splitUnits } from './units'

/** A text a person validated and what the engine had read of it. */
export interface ReadText {
  validated: string
  extracted: string
}

/** A grapheme cluster the engine gets wrong, heaviest first. */
export interface WeakCluster {
  cluster: string
  /** `misread + inWorst`: how strongly a top-up should favour it. */
  weight: number
  /** Times the engine misread it (substituted or dropped it), over every text. */
  misread: number
  /** Times it occurs in the validated text of the texts with the highest CER (conjuncts and signed letters only). */
  inWorst: number
}

export interface WeakClusterFigures {
  /** Texts the figures rest on. */
  texts: number
  /** Texts left out: too long to compare. */
  tooLong: number
  /** Of them, those with the highest CER. */
  worstTexts: number
  /** The most frequent code-point confusions, read → validated. */
  confusions: Confusion[]
  clusters: WeakCluster[]
}

/** The share of texts, by CER from the highest, whose clusters count as weak. */
export const WORST_SHARE = 0.25
export const TOP_CONFUSIONS = 20

const ODIA = /[\u0B00-\u0B7F]/u
/** A conjunct, or a letter with a vowel sign, nukta or other mark: several code points in one cluster. */
const isCompound = (cluster: string) => ODIA.test(cluster) && [...cluster].length > 1

function addTo(counts: Map<string, WeakCluster>, cluster: string, field: 'misread' | 'inWorst'): void {
  const entry = counts.get(cluster) ?? { cluster, weight: 0, misread: 0, inWorst: 0 }
  entry[field] += 1
  entry.weight += 1
  counts.set(cluster, entry)
}

/**
 * What an engine gets wrong in a project, from its readings of validated texts (NFC, grapheme clusters as
 * `Intl.Segmenter` gives them, which keeps Odia conjuncts whole): the clusters it misread anywhere, and the conjuncts and
 * signed letters of the texts with the highest CER (a quarter of the texts, at least one with an error). Texts are
 * added one at a time, a step at a time, so a caller may let other work run in between; a text too long to compare is
 * left out, and counted.
 */
export class WeakClusterCounter {
  private readonly confusions = new ConfusionCounter('codepoint')
  private readonly counts = new Map<string, WeakCluster>()
  // Per text added: its CER, and the conjuncts and signed letters of its validated text (counted if it is among the worst).
  private readonly scored: Array<{ compounds: string[]; cer: number }> = []
  private tooLong = 0

  /** Adds a text at once. */
  add(text: ReadText): void {
    runSteps(this.addSteps(text))
  }

  /** Adds a text a step at a time (a split, a pass over a table): a few tens of milliseconds at most, even for a page of 20,000 characters. */
  *addSteps({ validated, extracted }: ReadText): Steps<void> {
    const units = splitUnits(validated, 'grapheme')
    yield
    const read = splitUnits(extracted, 'grapheme')
    yield
    const operations = yield* editScriptSteps(units, read)
    // Confusions by code point, as the quality pictures count them.
    const byCodePoint =
      operations && (yield* editScriptSteps(splitUnits(validated, 'codepoint'), splitUnits(extracted, 'codepoint')))
    if (!operations || !byCodePoint) {
      this.tooLong += 1
      return
    }
    this.confusions.addAll(readAs(byCodePoint))
    for (const operation of operations) {
      if ((operation.type === 'substitute' || operation.type === 'delete') && ODIA.test(operation.reference))
        addTo(this.counts, operation.reference, 'misread')
    }
    this.scored.push({
      compounds: units.filter(isCompound),
      cer: rate({ errors: scriptCost(operations), length: units.length }),
    })
  }

  /** The figures of the texts added so far, with the `limit` heaviest clusters. */
  figures(limit = 20): WeakClusterFigures {
    const counts = new Map([...this.counts].map(([cluster, entry]) => [cluster, { ...entry }]))
    // Stable sort: among equal CERs, the text added first.
    const worst = this.scored
      .filter(({ cer }) => cer > 0)
      .sort((a, b) => b.cer - a.cer)
      .slice(0, Math.max(1, Math.ceil(this.scored.length * WORST_SHARE)))
    for (const { compounds } of worst) for (const cluster of compounds) addTo(counts, cluster, 'inWorst')
    return {
      texts: this.scored.length,
      tooLong: this.tooLong,
      worstTexts: worst.length,
      confusions: this.confusions.top(TOP_CONFUSIONS),
      clusters: [...counts.values()]
        .sort((a, b) => b.weight - a.weight || b.misread - a.misread || a.cluster.localeCompare(b.cluster))
        .slice(0, limit),
    }
  }
}
