import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { TopBar } from '../components/top-bar'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <TopBar />
      <main className="page">
        <Outlet />
      </main>
    </>
  )
}
