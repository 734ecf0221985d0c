import type { ReactNode } from 'react'
import { pageAddress } from '@/lib/seo/index.ts'
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
    <a
      href={pageAddress(link.href)}
      className={className}
      aria-current={link.href === currentPath ? 'page' : undefined}
    >
      {children}
    </a>
  )
}
