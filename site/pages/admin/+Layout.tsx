// https://vike.dev/Layout
import type { ReactNode } from 'react'
import { AdminGate } from '../../components/admin/AdminGate.tsx'
import { Toaster } from '../../components/ui/toaster.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminGate>{children}</AdminGate>
      <Toaster />
    </>
  )
}
