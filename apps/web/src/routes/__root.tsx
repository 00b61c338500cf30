import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { SkipLink } from '../components/skip-link'
import { TopBar } from '../components/top-bar'

/** Every loader gets the app's query client, to prime the cache the screens then read. */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <SkipLink />
      <TopBar />
      <main className="page">
        <Outlet />
      </main>
    </>
  )
}
