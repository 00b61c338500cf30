import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The URL's line (counted from 1) when the URL names `image`, else undefined: the line a reload or a link opens the
 * image at.
 */
export const useLineOfUrl = (image: string | undefined): number | undefined =>
  useSearch({ from: '/ocr', select: (search) => (search.image === image ? search.line : undefined) })

/**
 * Keeps the URL's `line` on the current line of `image` once the URL names that image (the image's own move puts it
 * there first). In place of the URL as it was: Back goes to the image before, not through its lines.
 */
export function useLineInUrl(image: string, line: number): void {
  const inUrl = useSearch({ from: '/ocr', select: (search) => (search.image === image ? (search.line ?? 0) : -1) })
  const navigate = useNavigate({ from: '/ocr' })
  useEffect(() => {
    if (inUrl === -1 || inUrl === line) return
    void navigate({ search: (search) => ({ ...search, line }), replace: true, resetScroll: false })
  }, [inUrl, line, navigate])
}
