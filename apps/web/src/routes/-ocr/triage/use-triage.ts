import { counted, OCR_ENGINE_NAMES, OCR_ENGINES, type OcrEngineName, type Reading } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { readingsSummaryQueryOptions, useAcceptIdentical } from '../../../api/queries/ocr-readings'
import { useProjectId } from '../../../api/project-scope'
import { failureMessage } from '../common/failure-message'
import { useStoredPreference } from '../common/stored-preference'
import { statusOf } from '../session/annotation-view'
import { MISSING_KEY, NO_IMAGES, type OcrSession } from '../session/use-ocr-session'
import { engineName } from './engine-keys'
import { replacesPersonText } from './replaces-person-text'
import { arrangeRows, identicalToAccept, isImageOrder, nextUncertain, type Agreements, type ImageOrder } from './triage-order'

interface TriageOptions {
  session: OcrSession
  /** The chosen engine and its model: its text stays each image's extracted text; the others read beside it. */
  engine: OcrEngineName
  apiKey: string
  model: string | undefined
}

const NONE: Agreements = {}

/**
 * Triage by engine disagreement: every engine reads the images, the list can put those they disagree on most first,
 * a reading can be taken into the editor, and the images read alike can be validated together.
 */
export function useTriage({ session, engine, apiKey, model }: TriageOptions) {
  const summary = useQuery(readingsSummaryQueryOptions(useProjectId()))
  const agreements = summary.data?.images ?? NONE
  const [order, setOrder] = useStoredPreference<ImageOrder>('odia-ai-tools:ocr-image-order', (stored) => (isImageOrder(stored) ? stored : 'upload'))
  const { state, runJob, reportFailure, edit, linesSaved } = session
  const { images, annotations } = state
  const identical = useMemo(() => identicalToAccept(images, annotations, agreements), [images, annotations, agreements])
  const accepting = useAcceptIdentical()
  const next = useMemo(() => nextUncertain(images, annotations, agreements, state.index), [images, annotations, agreements, state.index])
  const arrange = useCallback((rows: number[]) => arrangeRows(order, rows, images, agreements), [order, images, agreements])

  /** Every engine reads the images not validated yet (all of them when none is left); what one read before counts. */
  function runBoth() {
    const others = OCR_ENGINE_NAMES.filter((name) => name !== engine)
    const needsKey = [engine, ...others].some((name) => OCR_ENGINES[name].needsKey)
    if (needsKey && apiKey.trim() === '') return reportFailure(MISSING_KEY)
    if (images.length === 0) return reportFailure(NO_IMAGES)
    const open = images.filter((name) => statusOf(annotations[name]) !== 'validated')
    void runJob({ engine, compare_with: others, api_key: needsKey ? apiKey : '', image_filenames: open.length > 0 ? open : images, ...(model ? { model } : {}) })
  }

  /** Validates the images read alike, once the person confirmed how many. */
  async function acceptIdentical() {
    const names = identical
    const question = `Accept ${counted(names.length, 'image')} whose engines read the same text? Each is validated with that text.`
    if (names.length === 0 || !window.confirm(question)) return
    try {
      const { saved } = await accepting.mutateAsync(names)
      // The session takes each stored annotation in as it does one its lines left (the editor follows unless it holds edits).
      for (const [name, annotation] of Object.entries(saved)) linesSaved(name, annotation)
    } catch (error) {
      reportFailure(`Failed to accept identical images: ${failureMessage(error)}`)
    }
  }

  /** Puts an engine's reading in the editor as an unsaved edit, asking first when it would replace a person's text. */
  function pick(reading: Reading, readings: readonly Reading[]) {
    if (state.editorText === reading.text) return
    const machineTexts = readings.map((each) => each.text)
    if (replacesPersonText(state, reading.text, machineTexts) && !window.confirm(`Replace the text in the editor with ${engineName(reading.engine)}'s reading? Nothing is saved until you save.`)) return
    edit(reading.text)
  }

  return {
    agreements,
    order,
    setOrder,
    /** The image list's rows (positions) in the chosen order. */
    arrange,
    identical,
    /** The next image not validated in disagreement order, the most uncertain left after this one. */
    next,
    accepted: accepting.data?.accepted,
    accepting: accepting.isPending,
    runBoth,
    acceptIdentical,
    pick,
  }
}

export type Triage = ReturnType<typeof useTriage>
