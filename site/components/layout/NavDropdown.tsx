import { __iconData as arrowRight } from 'lucide-react/icons/arrow-right'
import { __iconData as chevronDown } from 'lucide-react/icons/chevron-down'
import type { NavGroup } from '../../copy/navigation.ts'
import { Container } from '../ui/container.tsx'
import { LucideSvg } from '../ui/lucide.tsx'
import { NavItemLink } from './NavItemLink.tsx'

/**
 * One dropdown of the desktop navigation, built on the Popover API so that it needs no JavaScript.
 *
 * The trigger toggles its panel, an auto popover, so the browser gives the rest: opening one panel
 * closes any other, Escape or a click elsewhere closes it (Escape puts focus back on the trigger),
 * a closed panel's links are out of the tab order, and the trigger's expanded state reaches
 * assistive technology. The panel lies in the top layer, a band under the header (global.css).
 */
export function NavDropdown({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const panelId = `nav-${group.id}`
  return (
    <li className="nav-dropdown">
      <button type="button" popoverTarget={panelId} className="nav-trigger">
        {group.label}
        <LucideSvg icon={chevronDown} className="nav-chevron" />
      </button>
      <div id={panelId} popover="auto" className="nav-panel">
        {/* Aligned with the header's own edges, the links' text under the logo. */}
        <Container className="md:max-lg:px-4">
          <ul className="nav-links">
            {group.links.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} currentPath={currentPath} className="nav-link">
                  <span className="nav-link-title">
                    {link.label}
                    <LucideSvg icon={arrowRight} className="nav-link-arrow" />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{link.description}</span>
                </NavItemLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </li>
  )
}
