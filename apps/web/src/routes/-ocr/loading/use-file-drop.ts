import { useState, type DragEvent } from 'react'
import { droppedFiles } from './dropped-files'

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Files (and folders) dropped anywhere on the screen: `over` while a drag with files is above it, so the page can
 * say what a drop does. Text or links dragged around are left to the browser.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled: boolean) {
  const [over, setOver] = useState(false)
  const handlers = {
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
      setOver(true)
    },
    onDragLeave(event: DragEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event)) return
      event.preventDefault()
      setOver(false)
      if (!disabled) void droppedFiles(event.dataTransfer).then((files) => files.length > 0 && onFiles(files))
    },
  }
  return { over, handlers }
}
