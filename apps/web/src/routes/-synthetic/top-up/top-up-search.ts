/** `/synthetic?top_up=<project>`: the generator set up to top up what that annotation project's OCR gets wrong. */
export interface SyntheticSearch {
  top_up?: number
}

export function validateSyntheticSearch(search: Record<string, unknown>): SyntheticSearch {
  const value = search.top_up
  const project =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(project) && project >= 1 ? { top_up: project } : {}
}
