import { existsSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadedCanvasLibrary, privateCanvasLibrary } from '../../src/pool/private-canvas-library'

describe('privateCanvasLibrary', () => {
  it('copies the loaded canvas library to a new file, and removes it', () => {
    const loaded = loadedCanvasLibrary()!
    expect(loaded).toMatch(/\.node$/)
    const copy = privateCanvasLibrary()!
    try {
      // A new file (another inode): the dynamic loader maps it anew instead of handing back the loaded library.
      expect(statSync(copy.path).ino).not.toBe(statSync(loaded).ino)
      expect(statSync(copy.path).size).toBe(statSync(loaded).size)
    } finally {
      copy.remove()
    }
    expect(existsSync(copy.path)).toBe(false)
  })
})
