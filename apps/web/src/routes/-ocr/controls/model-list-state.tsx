import { failureMessage } from '../../../api/failure-message'

/** What a model select says while its list is being fetched, or when fetching it failed. */
export function ModelListState({ models }: { models: { isFetching: boolean; isError: boolean; error: unknown } }) {
  return (
    <>
      {models.isFetching && <span className="ocr-controls__hint">Loading models…</span>}
      {models.isError && (
        <span className="ocr-controls__hint">Could not list models: {failureMessage(models.error)}</span>
      )}
    </>
  )
}
