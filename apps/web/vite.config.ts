import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { withBase } from '@odia-ai/vitest-config'

/** In development the API runs on its own port; the built app is served by the API itself. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8000'

export default withBase({
  // The router plugin must come before react() so generated routes are transformed.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  build: {
    // Every asset stays a file: a small one would be inlined as a data: URL, which the server's Content-Security-Policy
    // (img-src and font-src 'self') refuses. Whether the logo was inlined depended on whether index.html or the
    // script reached it first, which varies from build to build on a loaded machine.
    assetsInlineLimit: 0,
  },
  server: {
    host: '127.0.0.1',
    // changeOrigin off: the API sees the Host the browser used, which its Origin names, so the page's own writes
    // are not taken for another site's (Vite's string shorthand would turn it on).
    proxy: Object.fromEntries(
      ['/api', '/images', '/output'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
})
