/** Runs `work` once the browser has nothing more pressing (Safari has no idle callbacks: a timer stands in); the answer cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1_000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 0)
  return () => clearTimeout(id)
}

/** Runs `work` on each item in turn, one item per idle moment, so nothing the person does waits behind more than one; the answer stops it. */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let cancel = (): void => undefined
  const from = (at: number) => {
    if (at >= items.length) return
    cancel = whenIdle(() => {
      work(items[at]!)
      from(at + 1)
    })
  }
  from(0)
  return () => cancel()
}
