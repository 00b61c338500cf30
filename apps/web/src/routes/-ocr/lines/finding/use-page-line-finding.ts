import { detectLines, MISSING_KEY, missingKey, OCR_ENGINES, type Annotation } from '@odia-ai/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { ApiError, call } from '../../../../api/client'
import { projectQuery, useProjectId } from '../../../../api/project-scope'
import { lineKeys } from '../../../../api/queries/ocr-lines'
import { failureMessage } from '../../../../api/failure-message'
import { useEngineChoice } from '../../common/engine-scope'
import { useOwnFailure } from '../../common/own-failure'

interface PageLineFindingOptions {
  image: string | undefined
  /** Saves the page's line edits first; false when that failed (nothing is then found over them). */
  flush: () => Promise<boolean>
  /** The lines are stored (`found` of them): the image's text is now theirs. */
  onFound: (image: string, found: number, annotation: Annotation) => void
  onFailed: (message: string) => void
  /** What failed has now worked: the failure reported earlier is to go. */
  onRecovered: (message: string) => void
}

/** The question asked before a new detection replaces lines a person validated; the server's refusal says how many. */
export const replaceQuestion = (refusal: string) => `${refusal}\n\nFind this page's lines again and replace them?`

/**
 * `Find lines` on the current page: the chosen engine finds its lines, which replace the page's lines and show at once.
 * A page with validated lines is refused by the server (409); the person is asked, and only a yes replaces them.
 */
export function usePageLineFinding({ image, flush, onFound, onFailed, onRecovered }: PageLineFindingOptions) {
  const { engine, apiKey, model } = useEngineChoice()
  const queryClient = useQueryClient()
  const [finding, setFinding] = useState(false)
  const { fail, worked } = useOwnFailure(onFailed, onRecovered)
  const project = useProjectId()

  const find = useCallback(async () => {
    if (image === undefined || !(await flush())) return
    if (missingKey(engine, apiKey)) return fail(MISSING_KEY)
    const { needsKey } = OCR_ENGINES[engine]
    const detect = (replace: boolean) =>
      call(detectLines, {
        body: {
          image_filename: image,
          engine,
          ...(needsKey ? { api_key: apiKey } : {}),
          ...(model ? { model } : {}),
          ...(replace ? { replace } : {}),
        },
        querystring: projectQuery(project),
      })
    setFinding(true)
    try {
      let answer
      try {
        answer = await detect(false)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409 && window.confirm(replaceQuestion(error.message))))
          throw error
        answer = await detect(true)
      }
      queryClient.setQueryData(lineKeys.ofImageIn(image, project), { lines: answer.lines })
      void queryClient.invalidateQueries({ queryKey: lineKeys.summary })
      onFound(image, answer.lines.length, answer.annotation)
      worked()
    } catch (error) {
      // A refused replacement the person declined is no failure.
      if (!(error instanceof ApiError && error.status === 409)) fail(`Failed to find lines: ${failureMessage(error)}`)
    } finally {
      setFinding(false)
    }
  }, [image, engine, apiKey, model, flush, onFound, fail, worked, queryClient, project])

  return { find, finding }
}
