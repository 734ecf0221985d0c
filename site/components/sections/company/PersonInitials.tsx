import { cn } from '@/lib/ui/cn.ts'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

/**
 * A monogram standing in for a portrait: the site has no photographs of its people. Decorative,
 * because the name is always shown beside it.
 */
export function PersonInitials({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
