import ChevronDown from 'lucide-react/icons/chevron-down'
import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { consultationLink, headerLabels, navGroups, primaryLinks } from '../../copy/navigation.ts'
import { ButtonLink } from '../ui/button.tsx'
import { NavItemLink } from './NavItemLink.tsx'

/**
 * The small-screen menu, built on the Popover API so that it needs no JavaScript.
 *
 * The menu is a popover; each group's toggle opens a small popover nested in it, and the group's
 * links show while that popover is open (styles in global.css). Nested popovers give exactly the
 * accordion's rules: opening a group closes its open sibling, toggling the open group closes it,
 * and closing the menu closes every group, so it reopens collapsed. Escape and a tap outside
 * close it too.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <div className="mobile-menu-root md:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        <span className="sr-only">{headerLabels.menu}</span>
        <Menu aria-hidden="true" className="mobile-menu-open h-6 w-6" />
        <X aria-hidden="true" className="mobile-menu-close h-6 w-6" />
      </button>
      <div id="mobile-menu" popover="auto" className="mobile-menu">
        <nav aria-label={headerLabels.mobile} className="px-4 pt-2 pb-8">
          <ul className="divide-y divide-slate-100">
            {navGroups.map((group) => (
              <li key={group.id} className="mobile-group">
                <button
                  type="button"
                  popoverTarget={`mobile-${group.id}`}
                  className="flex min-h-12 w-full items-center justify-between py-3 text-left font-semibold text-ink"
                >
                  {group.label}
                  <ChevronDown aria-hidden="true" className="nav-chevron h-5 w-5" />
                </button>
                <div id={`mobile-${group.id}`} popover="auto" className="mobile-group-state" />
                <ul className="mobile-group-links pb-3 pl-3">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavItemLink
                        link={link}
                        currentPath={currentPath}
                        className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50"
                      >
                        {link.label}
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink
                  link={link}
                  currentPath={currentPath}
                  className="flex min-h-12 items-center py-3 font-semibold text-ink"
                >
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
    </div>
  )
}
