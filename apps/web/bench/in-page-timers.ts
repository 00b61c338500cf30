// Functions Playwright runs inside the page: each times, with the page's own clock, from the moment the input reached
// the page to the frame that shows its result, so the figures leave out Playwright's round trips.

declare global {
  interface Window {
    bench: ReturnType<typeof installBenchTimers>
    benchPending?: Promise<number>
    benchKeys?: { work: number[]; frame: number[] }
    benchMoves?: number[]
  }
}

/** Installed in the page before its scripts run (Playwright serialises this one function, helpers and all). */
export function installBenchTimers() {
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

  /** Resolves once `ready()` holds, checked on every DOM change, image load and frame; fails after 30 s saying `what`. */
  function whenReady(ready: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const late = setTimeout(() => reject(new Error(`Not ${what} after 30 s`)), 30_000)
      const check = () => {
        if (!ready()) return
        clearTimeout(late)
        observer.disconnect()
        document.removeEventListener('load', check, true)
        resolve()
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      document.addEventListener('load', check, true)
      const poll = () => (observer.takeRecords(), ready() ? check() : requestAnimationFrame(poll))
      poll()
    })
  }

  /** Clicks a button and times until the viewer shows image `name`, loaded, and the editor holds `text`. */
  async function timeMove({ button, name, text }: { button: string; name: string; text: string }): Promise<number> {
    const target = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.textContent === button,
    )
    if (!target) throw new Error(`No ${button} button`)
    const shown = () => {
      const image = document.querySelector<HTMLImageElement>('.ocr-viewer__image')
      const editor = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Validated text"]')
      return (
        !!image?.src.includes(`/${encodeURIComponent(name)}`) &&
        image.complete &&
        image.naturalWidth > 0 &&
        editor?.value === text
      )
    }
    const started = performance.now()
    target.click()
    await whenReady(shown, `showing ${name} with its text`)
    await nextFrame()
    return performance.now() - started
  }

  /**
   * Arms a timer on the next `type` event (`change`, `input`) at `selector`: from the event to the frame showing the
   * navigator's count as `count` (no count at all when null). Read the time with `awaitPending`.
   */
  function armNavigatorTimer({
    selector,
    type,
    count,
  }: {
    selector: string
    type: string
    count: string | null
  }): void {
    window.benchPending = new Promise((resolve, reject) => {
      const onEvent = (event: Event) => {
        if (!(event.target as Element).matches(selector)) return
        document.removeEventListener(type, onEvent, true)
        const started = event.timeStamp
        const counted = () => (document.querySelector('.ocr-navigator__count')?.textContent ?? null) === count
        void whenReady(counted, `counting ${count}`)
          .then(nextFrame)
          .then(() => resolve(performance.now() - started), reject)
      }
      document.addEventListener(type, onEvent, true)
    })
  }

  const awaitPending = (): Promise<number> => window.benchPending!

  /**
   * Times every key typed into a text area from now on, from the moment the browser took the key (`timeStamp`):
   * `work` to the end of the key's handling with the new text in the text area (the page's handlers and React's render
   * of them done), `frame` to the start of the frame that paints it (the wait for the display's next frame included).
   * A key the page types itself is done when its `keydown` has bubbled to the window; a key the browser types, when
   * its `input` has. Both listeners run after React's, and after the microtasks in which React renders.
   */
  function recordKeys(): void {
    // A second call starts the figures afresh; the listeners, once installed, stay the same.
    const listening = window.benchKeys !== undefined
    window.benchKeys = { work: [], frame: [] }
    if (listening) return
    let typing: { editor: HTMLTextAreaElement; before: string; started: number; inKeydown: boolean } | null = null
    const done = (event: Event) => {
      if (!typing || typing.editor.value === typing.before) return
      if (event.type === 'input' && typing.inKeydown) return // typed by the page's keydown handler, still running
      const { started } = typing
      const keys = window.benchKeys!
      typing = null
      keys.work.push(performance.now() - started)
      requestAnimationFrame(() => keys.frame.push(performance.now() - started))
    }
    document.addEventListener(
      'keydown',
      (event) => {
        const editor = event.target
        typing =
          editor instanceof HTMLTextAreaElement
            ? { editor, before: editor.value, started: event.timeStamp, inKeydown: true }
            : null
      },
      true,
    )
    window.addEventListener('keydown', (event) => {
      if (typing) typing.inKeydown = false
      done(event)
    })
    window.addEventListener('input', done)
  }

  const keyTimes = () => window.benchKeys!

  /** Opens `Pictures of quality` and times until every chart in it is drawn; then closes it again. */
  async function timeQualityPanel(): Promise<number> {
    const summary = [...document.querySelectorAll('summary')].find(
      (candidate) => candidate.textContent === 'Pictures of quality',
    )!
    const started = performance.now()
    summary.click()
    // Drawn once the other engines' readings are in (the pictures are busy until then) and every chart has its bars.
    const drawn = () => {
      const pictures = document.querySelector('.ocr-quality__pictures')
      const charts = [...document.querySelectorAll('.ocr-quality__pictures figure')]
      return (
        pictures?.getAttribute('aria-busy') === 'false' &&
        charts.length > 0 &&
        charts.every((chart) => chart.querySelector('svg rect') !== null)
      )
    }
    await whenReady(drawn, 'drawing the pictures of quality')
    await nextFrame()
    const took = performance.now() - started
    summary.click()
    await nextFrame()
    return took
  }
  /** The viewer's frame and its current line's box, on screen; the box as undefined when there is none. */
  const currentLineOnScreen = () => {
    const frame = document.querySelector('.ocr-viewer__frame')?.getBoundingClientRect()
    const box = document.querySelector<SVGElement>('.ocr-lines [aria-current="true"]')
    return { frame, box, at: box?.getBoundingClientRect() }
  }

  /**
   * Clicks a button and times until the viewer shows image `name` fitted (placed by the viewer, wholly inside its
   * frame) with its lines drawn over it, to the frame that paints it.
   */
  async function timePageOpen({ button, name }: { button: string; name: string }): Promise<number> {
    const target = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.textContent === button,
    )
    if (!target) throw new Error(`No ${button} button`)
    const fitted = () => {
      const image = document.querySelector<HTMLImageElement>('.ocr-viewer__image')
      const { frame, box } = currentLineOnScreen()
      if (!image?.src.includes(`/${encodeURIComponent(name)}`) || !image.complete || !image.style.width) return false
      const shown = image.getBoundingClientRect()
      return (
        !!frame &&
        !!box &&
        shown.left >= frame.left - 1 &&
        shown.top >= frame.top - 1 &&
        shown.right <= frame.right + 1 &&
        shown.bottom <= frame.bottom + 1
      )
    }
    const started = performance.now()
    target.click()
    await whenReady(fitted, `showing ${name} fitted with its lines`)
    await nextFrame()
    return performance.now() - started
  }

  /**
   * Arms a timer on the next Enter in a text area: from the key to the frame that paints another line as the current
   * one with its box wholly inside the viewer's frame. Read the time with `awaitPending`.
   */
  function armLineScrollTimer(): void {
    const before = currentLineOnScreen().box?.dataset.line
    window.benchPending = new Promise((resolve, reject) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLTextAreaElement)) return
        document.removeEventListener('keydown', onKey, true)
        const started = event.timeStamp
        const inView = () => {
          const { frame, box, at } = currentLineOnScreen()
          return (
            !!frame &&
            !!at &&
            box?.dataset.line !== before &&
            at.top >= frame.top - 1 &&
            at.bottom <= frame.bottom + 1 &&
            at.left >= frame.left - 1
          )
        }
        void whenReady(inView, 'showing the next line in the frame')
          .then(nextFrame)
          .then(() => resolve(performance.now() - started), reject)
      }
      document.addEventListener('keydown', onKey, true)
    })
  }

  /**
   * Times every pointer move of a drag from now on, from the moment the browser took it (`timeStamp`) to the element at
   * `selector` drawn where it goes: its `cx`/`cy` changed by the page's handlers and React's render, and laid out.
   */
  function recordPointMoves(selector: string): void {
    const moves: number[] = (window.benchMoves = [])
    let started: number | null = null
    const point = document.querySelector(selector)
    if (!point) throw new Error(`No ${selector}`)
    new MutationObserver(() => {
      if (started === null || window.benchMoves !== moves) return
      point.getBoundingClientRect()
      moves.push(performance.now() - started)
      started = null
    }).observe(point, { attributes: true, attributeFilter: ['cx', 'cy'] })
    // Only the moves of a drag (a button held): the move onto the point before the press draws nothing.
    document.addEventListener('pointermove', (event) => (started = event.buttons ? event.timeStamp : null), true)
  }

  const pointMoveTimes = () => window.benchMoves!

  const timers = {
    timeMove,
    armNavigatorTimer,
    awaitPending,
    recordKeys,
    keyTimes,
    timeQualityPanel,
    timePageOpen,
    armLineScrollTimer,
    recordPointMoves,
    pointMoveTimes,
  }
  window.bench = timers
  return timers
}
