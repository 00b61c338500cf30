/**
 * A long computation in steps: it yields between them (a split, a pass over a table), so a caller may let other work run
 * in between, and returns its answer at the end.
 */
export type Steps<T> = Generator<void, T, undefined>

/** Runs a computation's steps to its end at once, and answers what it returns. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
