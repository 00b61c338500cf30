/** A size as a person reads it in a message: `50 MB`, `2 KB`. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
