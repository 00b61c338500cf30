// Functions Playwright runs inside the page: each times, with the page's own clock, from the moment the input reached
// the page to the frame that shows its result, so the figures leave out Playwright's round trips.

declare global {
  interface Window {
    bench: ReturnType<typeof installBenchTimers>
    benchPending?: Promise<number>
    benchKeys?: { work: number[]; frame: number[] }
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
    const target = [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === button)
    if (!target) throw new Error(`No ${button} button`)
    const shown = () => {
      const image = document.querySelector<HTMLImageElement>('.ocr-viewer__image')
      const editor = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Validated text"]')
      return !!image?.src.includes(`/${encodeURIComponent(name)}`) && image.complete && image.naturalWidth > 0 && editor?.value === text
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
  function armNavigatorTimer({ selector, type, count }: { selector: string; type: string; count: string | null }): void {
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
   * Times every key typed into the editor from now on: `work` to the editor holding the new text (the page's work for
   * the key done), `frame` to the start of the frame that paints it (the wait for the display's next frame included).
   */
  function recordKeys(): void {
    const keys = { work: [] as number[], frame: [] as number[] }
    window.benchKeys = keys
    document.addEventListener(
      'keydown',
      (event) => {
        const editor = event.target
        if (!(editor instanceof HTMLTextAreaElement)) return
        const before = editor.value
        const channel = new MessageChannel()
        // A posted message runs after the key's handlers and React's render of them.
        channel.port1.onmessage = () => {
          if (editor.value === before) return
          keys.work.push(performance.now() - event.timeStamp)
          requestAnimationFrame(() => keys.frame.push(performance.now() - event.timeStamp))
        }
        channel.port2.postMessage(null)
      },
      true,
    )
  }

  const keyTimes = () => window.benchKeys!

  /** Opens `Pictures of quality` and times until every chart in it is drawn; then closes it again. */
  async function timeQualityPanel(): Promise<number> {
    const summary = [...document.querySelectorAll('summary')].find((candidate) => candidate.textContent === 'Pictures of quality')!
    const started = performance.now()
    summary.click()
    const drawn = () => {
      const charts = [...document.querySelectorAll('.ocr-quality__pictures figure')]
      return charts.length > 0 && charts.every((chart) => chart.querySelector('canvas') !== null)
    }
    await whenReady(drawn, 'drawing the pictures of quality')
    await nextFrame()
    const took = performance.now() - started
    summary.click()
    await nextFrame()
    return took
  }
  const timers = { timeMove, armNavigatorTimer, awaitPending, recordKeys, keyTimes, timeQualityPanel }
  window.bench = timers
  return timers
}
