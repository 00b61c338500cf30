// Bundles the server into dist/ for plain Node: workspace packages (TypeScript source) are inlined,
// every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(dependencies).filter((name) => !dependencies[name].startsWith('workspace:'))

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
