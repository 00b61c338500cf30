/**
 * Which components React rendered, read the way React DevTools' "highlight updates" reads them: React hands every
 * commit to the DevTools hook, and a component that rendered in it carries React's PerformedWork flag. Installed
 * before React DOM loads (a test's `vi.hoisted`), as React looks for the hook when it starts.
 */

/** The parts of a React fiber read here (React's own DevTools read the same). */
interface Fiber {
  type: unknown
  flags: number
  child: Fiber | null
  sibling: Fiber | null
  alternate: Fiber | null
}

const PERFORMED_WORK = 0b1

/** A function component's name, or the inner function's for `memo` and `forwardRef`; undefined for DOM elements and the rest. */
function componentName(type: unknown): string | undefined {
  if (typeof type === 'function') return type.name
  const inner = (type as { render?: unknown } | null)?.render
  return typeof inner === 'function' ? inner.name : undefined
}

/** Counts the components under `fiber` that rendered in the commit just made, by name. */
function countRendered(fiber: Fiber, counts: Map<string, number>): void {
  for (let child = fiber.child; child; child = child.sibling) {
    const name = componentName(child.type)
    if (name && child.flags & PERFORMED_WORK) counts.set(name, (counts.get(name) ?? 0) + 1)
    // A subtree React skipped keeps the fibers of an earlier commit, flags and all: nothing in it rendered.
    if (child.alternate && child.alternate.child === child.child) continue
    countRendered(child, counts)
  }
}

export function installRenderRecorder() {
  let recording: Map<string, number> | undefined
  const hook = {
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
      if (recording) countRendered(root.current, recording)
    },
  }
  Object.assign(globalThis, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook })
  return {
    /** How many times each component rendered while `work` ran (and React committed what it set off). */
    async during(work: () => Promise<void>): Promise<Map<string, number>> {
      const counts = new Map<string, number>()
      recording = counts
      try {
        await work()
      } finally {
        recording = undefined
      }
      return counts
    },
  }
}
