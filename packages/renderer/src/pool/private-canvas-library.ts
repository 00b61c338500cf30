import { constants, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** The native file that @napi-rs/canvas loaded in this thread (its own modules' child ending in `.node`). */
export function loadedCanvasLibrary(): string | undefined {
  const entry = require.resolve('@napi-rs/canvas')
  require(entry)
  const packageFolder = dirname(entry)
  // Entries made for ES module imports of CommonJS files may lack a file name or children.
  for (const module of Object.values(require.cache)) {
    if (!module?.filename?.startsWith(packageFolder)) continue
    const native = module.children?.find((child) => child.filename?.endsWith('.node'))
    if (native) return native.filename
  }
  return undefined
}

export interface PrivateCanvasLibrary {
  /** Where the copy is; a worker loads it by `NAPI_RS_NATIVE_LIBRARY_PATH`, which the library's loader honours. */
  path: string
  /** Deletes the copy: safe once the worker has loaded it (the loaded library stays mapped). */
  remove: () => void
}

/**
 * A copy of the canvas library for one worker thread. A native library is loaded once per file, so threads share
 * Skia's and the library's process-wide state: the font collection and text layout behind one lock, one glyph cache.
 * Two render threads then wait on each other (in measureText above all) and each image costs more CPU; a thread
 * with its own copy is as independent as a separate process, and its images still move to the main thread without a
 * copy. Undefined when the file cannot be found or copied: the worker then shares this thread's library, slower but
 * the same images.
 */
export function privateCanvasLibrary(): PrivateCanvasLibrary | undefined {
  const library = loadedCanvasLibrary()
  if (!library) return undefined
  let folder: string | undefined
  try {
    folder = mkdtempSync(join(tmpdir(), 'odia-render-'))
    const path = join(folder, basename(library))
    // A clone where the file system can (no data copied), else a copy: either way a new file, loaded anew.
    copyFileSync(library, path, constants.COPYFILE_FICLONE)
    const made = folder
    return { path, remove: () => removeFolder(made) }
  } catch {
    if (folder) removeFolder(folder)
    return undefined
  }
}

function removeFolder(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true })
  } catch {
    // Still in use where a loaded library cannot be deleted (Windows): left to the system's temp cleaning.
  }
}
