import { __iconData as chevronDown } from 'lucide-react/icons/chevron-down'
import { __iconData as menu } from 'lucide-react/icons/menu'
import { __iconData as x } from 'lucide-react/icons/x'
import { pageAddress } from '@/lib/seo/index.ts'
import { consultationLink, headerLabels, navGroups, primaryLinks } from '../../copy/navigation.ts'
import { ButtonLink } from '../ui/button.tsx'
import { LucideSvg } from '../ui/lucide.tsx'
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
      <button type="button" popoverTarget="mobile-menu" className="menu-button">
        <span className="sr-only">{headerLabels.menu}</span>
        <LucideSvg icon={menu} className="mobile-menu-open" />
        <LucideSvg icon={x} className="mobile-menu-close" />
      </button>
      <div id="mobile-menu" popover="auto" className="mobile-menu">
        <nav aria-label={headerLabels.mobile} className="px-4 pt-2 pb-8">
          <ul className="divide-y divide-slate-100">
            {navGroups.map((group) => (
              <li key={group.id} className="mobile-group">
                <button
                  type="button"
                  popoverTarget={`mobile-${group.id}`}
                  className="mobile-item w-full justify-between text-left"
                >
                  {group.label}
                  <LucideSvg icon={chevronDown} className="nav-chevron size-5" />
                </button>
                <div id={`mobile-${group.id}`} popover="auto" className="mobile-group-state" />
                <ul className="mobile-group-links pb-3 pl-3">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavItemLink link={link} currentPath={currentPath} className="mobile-link">
                        {link.label}
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} currentPath={currentPath} className="mobile-item">
                  {link.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
          <ButtonLink href={pageAddress(consultationLink.href)} className="mt-6 w-full">
            {consultationLink.label}
          </ButtonLink>
        </nav>
      </div>
    </div>
  )
}
