import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, waitFor } from '@testing-library/react'
import { createAppRouter } from '../src/router'

/** The query client of the app rendered last, until it is unmounted. */
let rendered: QueryClient | undefined

/** The whole app on a memory history and a fresh query client, as a user would meet it at `path`. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  rendered = queryClient
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, history }
}

/**
 * Unmounts what the test rendered, then waits for the saves the app sends on its way out (unsaved text is saved when
 * the screen goes), so none of them outlives the test's fake API and reaches the network.
 */
export async function unmountApp(): Promise<void> {
  cleanup()
  const client = rendered
  rendered = undefined
  if (!client) return
  await waitFor(() => {
    if (client.isMutating() > 0) throw new Error('The app is still saving as it leaves')
  })
}
