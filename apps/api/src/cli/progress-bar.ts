/** A one-line progress bar on stderr: `[#####-----] 1200/5000 images · 1450 images/s · 3 skipped` (`pages` in page mode). */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr, unit = 'images') {
  const startedAt = performance.now()
  let last = 0
  const draw = (done: number, skipped: number) => {
    const finished = done + skipped
    const width = 30
    const filled = total === 0 ? width : Math.round((finished / total) * width)
    const rate = done / Math.max(0.001, (performance.now() - startedAt) / 1000)
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${finished}/${total} ${unit} · ${Math.round(rate)} ${unit}/s${skipped ? ` · ${skipped} skipped` : ''}`
    stream.write(stream.isTTY ? `\r${line}` : `${line}\n`)
  }
  return {
    /** Redraws at most every 100 ms (always at the end). */
    update(done: number, skipped: number) {
      const now = performance.now()
      if (now - last < 100 && done + skipped < total) return
      last = now
      draw(done, skipped)
    },
    end() {
      if (stream.isTTY) stream.write('\n')
    },
  }
}
