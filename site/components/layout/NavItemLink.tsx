import type { ReactNode } from 'react'
import type { NavLink } from '../../copy/navigation.ts'

/** A navigation link that tells assistive technology when it points at the current page. */
export function NavItemLink({
  link,
  currentPath,
  className,
  children,
}: {
  link: Pick<NavLink, 'href'>
  currentPath: string
  className?: string
  children: ReactNode
}) {
  return (
    <a href={link.href} className={className} aria-current={link.href === currentPath ? 'page' : undefined}>
      {children}
    </a>
  )
}
