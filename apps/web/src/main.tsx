import '@fontsource/noto-sans-oriya/400.css'
import '@fontsource/noto-sans-oriya/700.css'
import './styles.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { applyTheme, storedTheme } from './theme/theme'

// Before the first paint, so a chosen theme never flashes the other one.
applyTheme(storedTheme())
const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
