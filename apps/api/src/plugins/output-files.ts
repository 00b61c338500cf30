import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

interface Entry {
  href: string
  name: string
}

const listing = (dirs: Entry[], files: Entry[]) => {
  const item = (entry: Entry, suffix: string) =>
    `<li><a href="${escapeHtml(entry.href)}">${escapeHtml(entry.name)}${suffix}</a></li>`
  return `<!doctype html><meta charset="utf-8"><title>Generated output</title><ul>${[
    ...dirs.map((dir) => item(dir, '/')),
    ...files.map((file) => item(file, '')),
  ].join('')}</ul>`
}

/** Serves `DATA_DIR/output` at `/output/`, with a plain HTML listing for folders (`?format=json` for JSON), hidden entries left out. */
export const outputFilesPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const root = join(dataDir, 'output')
    mkdirSync(root, { recursive: true })
    await app.register(fastifyStatic, {
      root,
      prefix: '/output/',
      decorateReply: false,
      index: false,
      // Dot-files and dot-folders (a running job's staging folder) are neither listed nor served: a 404 as if absent.
      // (`serveDotFiles` only shapes the routes of `wildcard: false`; `dotfiles` is what the listing and `send` obey.)
      dotfiles: 'ignore',
      list: { format: 'html', render: listing },
    })
  },
  { name: 'output-files' },
)
