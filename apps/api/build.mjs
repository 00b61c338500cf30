// Bundles the server and `pnpm synth` into dist/ for plain Node: workspace packages (TypeScript source) are inlined.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const npmPackages = Object.keys(dependencies).filter((name) => !dependencies[name].startsWith('workspace:'))
/** Native addons cannot be bundled: they load their `.node` file beside their own package. */
const NATIVE = ['@napi-rs/canvas', '@julusian/jpeg-turbo', 'better-sqlite3', 'sharp']
const externals = (names) => names.flatMap((name) => [name, `${name}/*`])

const common = {
  // Runs from the repository root too (scripts/synth.mjs builds before it runs).
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
}

// The server loads every npm dependency from node_modules; its worker threads (the BMP decoder, the PAGE XML reader, a model's load check)
// load their own files beside server.js.
await build({
  ...common,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/ocr/images/bmp-worker.ts', out: 'bmp-worker' },
    { in: 'src/datasets/page-xml/page-xml-worker.ts', out: 'page-xml-worker' },
    { in: 'src/training/job/starting-point-worker.ts', out: 'starting-point-worker' },
    { in: 'src/ocr/engines/tesseract/load-check-worker.ts', out: 'load-check-worker' },
  ],
  external: externals(npmPackages),
})

/** fontkit's Brotli decoder (for `.woff2` fonts) replaced by one on Node's zlib: see src/cli/brotli-decompress.ts. */
const nativeBrotli = {
  name: 'native-brotli',
  setup(build) {
    const shim = fileURLToPath(new URL('./src/cli/brotli-decompress.ts', import.meta.url))
    build.onResolve({ filter: /^brotli\/decompress(\.js)?$/ }, () => ({ path: shim }))
  },
}

// `pnpm synth` and the render worker (its own thread, its own file next to server.js and synth.js: see RenderPool)
// bundle their pure-JS dependencies too: one file parses in a fraction of the time Node takes to resolve and load
// hundreds of small modules, which was most of the command's fixed start-up. Code split into chunks loads only when
// a run needs it (a dataset download), and CommonJS dependencies get the `require` an ES module lacks.
const cli = await build({
  ...common,
  metafile: true,
  entryPoints: [
    { in: 'src/cli/synth.ts', out: 'synth' },
    { in: '../../packages/renderer/src/pool/render-worker.ts', out: 'render-worker' },
  ],
  splitting: true,
  chunkNames: 'synth-[hash]',
  external: externals(NATIVE),
  plugins: [nativeBrotli],
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
})

// Chunk names change with their content: remove the earlier builds' chunks, once this build's are all written.
const written = new Set(Object.keys(cli.metafile.outputs).map((path) => basename(path)))
const dist = fileURLToPath(new URL('./dist/', import.meta.url))
for (const name of readdirSync(dist)) if (name.startsWith('synth-') && !written.has(name)) rmSync(join(dist, name))
