import { ChevronDown, Menu, X } from 'lucide-react'
import { consultationLink, navGroups, primaryLinks } from '../../copy/navigation.ts'
import { ButtonLink } from '../ui/button.tsx'
import { NavItemLink } from './NavItemLink.tsx'

/**
 * The small-screen menu. It is built from <details> elements so that it works without JavaScript:
 * the four groups share one `name`, which makes them an exclusive accordion.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <details className="mobile-menu md:hidden">
      <summary className="flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-slate-100">
        <span className="sr-only">Menu</span>
        <Menu aria-hidden="true" className="mobile-menu-open h-6 w-6" />
        <X aria-hidden="true" className="mobile-menu-close h-6 w-6" />
      </summary>
      <div className="fixed inset-x-0 top-20 bottom-0 overflow-y-auto border-t border-slate-200 bg-white">
        <nav aria-label="Mobile" className="px-4 pt-2 pb-8">
          <ul className="divide-y divide-slate-100">
            {navGroups.map((group) => (
              <li key={group.id}>
                <details name="mobile-nav" className="mobile-group" id={`mobile-${group.id}`}>
                  <summary className="flex min-h-12 items-center justify-between py-3 font-semibold text-ink">
                    {group.label}
                    <ChevronDown aria-hidden="true" className="nav-chevron h-5 w-5" />
                  </summary>
                  <ul className="pb-3 pl-3">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <NavItemLink link={link} currentPath={currentPath} className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50">
                          {link.label}
                        </NavItemLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} currentPath={currentPath} className="flex min-h-12 items-center py-3 font-semibold text-ink">
                  {link.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
          <ButtonLink href={consultationLink.href} className="mt-6 w-full">
            {consultationLink.label}
          </ButtonLink>
        </nav>
      </div>
    </details>
  )
}
