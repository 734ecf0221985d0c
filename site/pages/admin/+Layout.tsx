// https://vike.dev/Layout
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AdminGate } from '../../components/admin/AdminGate.tsx'
import { Toaster } from '../../components/ui/toaster.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  // The admin's polling of the public site's state (components/admin/live) shares one cache across its screens.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }))
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate>{children}</AdminGate>
      <Toaster />
    </QueryClientProvider>
  )
}
