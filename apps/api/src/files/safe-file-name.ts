import { extname } from 'node:path'
import { STORED_NAME_MAX_BYTES } from '@odia-ai/contract'

const truncateBytes = (text: string, maxBytes: number): string => {
  let result = ''
  for (const char of text) {
    if (Buffer.byteLength(result + char) > maxBytes) break
    result += char
  }
  return result
}

/**
 * Reduces an uploaded file's name to a safe base name: no directories, no `..`, no control or
 * reserved characters, no bidirectional embeddings, overrides or isolates (which make `evil\u202Egnp.exe`
 * show as `evilexe.png`), NFC, bounded length. Falls back to `image` plus the extension.
 */
export function safeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? ''
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
  const extension = truncateBytes(extname(cleaned), 16)
  const stem = cleaned.slice(0, cleaned.length - extname(cleaned).length)
  const boundedStem = truncateBytes(stem, STORED_NAME_MAX_BYTES - Buffer.byteLength(extension)).trim()
  return `${boundedStem || 'image'}${extension}`
}

/** `scan.png` → `scan-2.png`: the name tried when `scan.png` is taken by different bytes. */
export function numberedName(name: string, number: number): string {
  const extension = extname(name)
  return `${name.slice(0, name.length - extension.length)}-${number}${extension}`
}

/** Names Windows keeps for devices, in any case, with or without an extension (`CON`, `nul.png`, `COM1.tar.gz`, `LPT¹`). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *(\.|$)/i

/**
 * Whether Windows cannot keep a file under this name: a device's name, or one ending in a dot or a space (which it
 * drops, making it another file's name). A name that is safe on Linux may still be copied to a Windows folder.
 */
export const windowsRefuses = (name: string): boolean => WINDOWS_DEVICE.test(name) || /[. ]$/.test(name)
