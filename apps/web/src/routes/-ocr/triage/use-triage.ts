import {
  counted,
  MISSING_KEY,
  missingKey,
  OCR_ENGINE_NAMES,
  OCR_ENGINES,
  MODEL_ENGINE,
  ORI_MODEL_ID,
  ownValue,
  readerOf,
  type ComparedReader,
  type OcrEngineName,
  type Reading,
} from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { readingsSummaryQueryOptions, useAcceptIdentical } from '../../../api/queries/ocr-readings'
import { useProjectId } from '../../../api/project-scope'
import { failureMessage } from '../../../api/failure-message'
import { useStoredPreference } from '../common/stored-preference'
import { statusOf } from '../common/annotation-view'
import { useEngineChoice } from '../common/engine-scope'
import { useSessionValue } from '../session/session-store'
import { NO_IMAGES, type OcrSession } from '../session/use-ocr-session'
import { readerName, readersOf } from '../common/reader-names'
import { replacesPersonText } from './replaces-person-text'
import {
  arrangeRows,
  disagreementOrder,
  identicalToAccept,
  isImageOrder,
  nextUncertain,
  type Agreements,
  type ImageOrder,
} from './triage-order'

const NONE: Agreements = {}

/**
 * Triage by engine disagreement: every engine reads the images, the list can put those they disagree on most first,
 * a reading can be taken into the editor, and the images read alike can be validated together.
 */
export function useTriage(session: OcrSession) {
  // The chosen engine and its model: its text stays each image's extracted text; the others read beside it.
  const { engine, apiKey, model } = useEngineChoice()
  const summary = useQuery(readingsSummaryQueryOptions(useProjectId()))
  const agreements = summary.data?.images ?? NONE
  const [order, setOrder] = useStoredPreference<ImageOrder>('odia-ai-tools:ocr-image-order', (stored) =>
    isImageOrder(stored) ? stored : 'upload',
  )
  const { store, runJob, reportFailure, edit, linesSaved } = session
  const images = useSessionValue(store, (state) => state.images)
  const annotations = useSessionValue(store, (state) => state.annotations)
  const index = useSessionValue(store, (state) => state.index)
  const identical = useMemo(() => identicalToAccept(images, annotations, agreements), [images, annotations, agreements])
  const accepting = useAcceptIdentical()
  const { mutateAsync: accept } = accepting
  // Worked out again when the readings or the list change, not on every move from image to image.
  const uncertainFirst = useMemo(() => disagreementOrder(images, agreements), [images, agreements])
  const next = useMemo(
    () => nextUncertain(uncertainFirst, images, annotations, index),
    [uncertainFirst, images, annotations, index],
  )
  const arrange = useCallback(
    (rows: number[]) => arrangeRows(order, rows, images, agreements),
    [order, images, agreements],
  )

  /**
   * Every engine reads the images not validated yet (all of them when none is left), and ori beside a model trained in
   * the tool; what one read before counts. An engine that needs the key nobody gave is left out while another reader
   * remains to compare with.
   */
  const runBoth = useCallback(() => {
    if (missingKey(engine, apiKey)) return reportFailure(MISSING_KEY)
    const oriBeside: ComparedReader[] =
      engine === MODEL_ENGINE && model !== undefined && model !== ORI_MODEL_ID
        ? [{ engine: MODEL_ENGINE, model: ORI_MODEL_ID }]
        : []
    const keyed = OCR_ENGINE_NAMES.filter((name) => name !== engine && !missingKey(name, apiKey))
    const others: Array<OcrEngineName | ComparedReader> = [...keyed, ...oriBeside]
    // Nobody left to compare with: every other engine waits for the key.
    if (others.length === 0) return reportFailure(MISSING_KEY)
    const needsKey = [engine, ...keyed].some((name) => OCR_ENGINES[name].needsKey)
    const state = store.getState()
    if (state.images.length === 0) return reportFailure(NO_IMAGES)
    const open = state.images.filter((name) => statusOf(ownValue(state.annotations, name)) !== 'validated')
    void runJob({
      engine,
      compare_with: others,
      api_key: needsKey ? apiKey : '',
      image_filenames: open.length > 0 ? open : state.images,
      ...(model ? { model } : {}),
    })
  }, [engine, apiKey, model, store, runJob, reportFailure])

  /** Validates the images read alike, once the person confirmed how many. */
  const acceptIdentical = useCallback(async () => {
    const names = identical
    const question = `Accept ${counted(names.length, 'image')} whose engines read the same text? Each is validated with that text.`
    if (names.length === 0 || !window.confirm(question)) return
    try {
      const { saved } = await accept(names)
      // The session takes each stored annotation in as it does one its lines left (the editor follows unless it holds edits).
      for (const [name, annotation] of Object.entries(saved)) linesSaved(name, annotation)
    } catch (error) {
      reportFailure(`Failed to accept identical images: ${failureMessage(error)}`)
    }
  }, [identical, accept, linesSaved, reportFailure])

  /** Puts an engine's reading in the editor as an unsaved edit, asking first when it would replace a person's text. */
  const pick = useCallback(
    (reading: Reading, readings: readonly Reading[]) => {
      const state = store.getState()
      if (state.editorText === reading.text) return
      const machineTexts = readings.map((each) => each.text)
      if (
        replacesPersonText(state, reading.text, machineTexts) &&
        !window.confirm(
          `Replace the text in the editor with ${readerName(readerOf(reading), readersOf(readings))}'s reading? Nothing is saved until you save.`,
        )
      )
        return
      edit(reading.text)
    },
    [store, edit],
  )

  const accepted = accepting.data?.accepted
  const busy = accepting.isPending
  // One object while none of these change (moving to another image does not), so the controls are not drawn again.
  const controls = useMemo(
    () => ({ identical, accepted, accepting: busy, runBoth, acceptIdentical }),
    [identical, accepted, busy, runBoth, acceptIdentical],
  )
  return {
    agreements,
    order,
    setOrder,
    /** The image list's rows (positions) in the chosen order. */
    arrange,
    /** The next image not validated in disagreement order, the most uncertain left after this one. */
    next,
    pick,
    /** What `Run both engines` and `Accept N identical` show and do. */
    controls,
  }
}

export type TriageWork = ReturnType<typeof useTriage>['controls']
