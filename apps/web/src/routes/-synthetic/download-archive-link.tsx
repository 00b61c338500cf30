/** The whole job folder as one ZIP: `archive` is relative to the server base, which is this page's origin. */
export function DownloadArchiveLink({ archive }: { archive: string }) {
  return (
    <a href={`/${archive}`} download>
      Download all (ZIP)
    </a>
  )
}
