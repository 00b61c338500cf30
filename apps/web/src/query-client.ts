import { QueryClient } from '@tanstack/react-query'

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } })
