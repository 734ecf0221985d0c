import { cn } from '../../lib/ui/cn.ts'

/** The Axon mark: a neuron-like node with branching connections. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M16 16 7 8M16 16l10-6M16 16l-8 9M16 16l9 8" stroke="#a5f3fc" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="16" r="4.5" fill="#fff" />
      <circle cx="7" cy="8" r="2" fill="#fff" />
      <circle cx="26" cy="10" r="2" fill="#fff" />
      <circle cx="8" cy="25" r="2" fill="#fff" />
      <circle cx="25" cy="24" r="2" fill="#fff" />
    </svg>
  )
}
