// Bundles the server into dist/ for plain Node: workspace packages (TypeScript source) are inlined,
// every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(dependencies).filter((name) => !dependencies[name].startsWith('workspace:'))

await build({
  // The render worker runs in its own thread and needs its own file, next to server.js (see RenderPool).
  entryPoints: ['src/server.ts', { in: '../../packages/renderer/src/render-worker.ts', out: 'render-worker' }],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
