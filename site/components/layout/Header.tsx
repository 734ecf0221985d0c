import { consultationLink, headerLabels, navGroups, primaryLinks } from '../../copy/navigation.ts'
import { site } from '../../site.config.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { LogoMark } from '../ui/logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { NavDropdown } from './NavDropdown.tsx'
import { NavItemLink } from './NavItemLink.tsx'

/** The sticky site header: brand, desktop navigation with dropdowns, and the mobile menu. */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-50 h-20 border-b border-slate-200 bg-white">
      <Container className="flex h-full items-center justify-between gap-4">
        <a href="/" className="flex shrink-0 items-center gap-2.5 rounded-md text-lg font-bold text-ink">
          <LogoMark />
          {/* From lg to xl the navigation needs the room; the name stays for screen readers. */}
          <span className="lg:max-xl:sr-only">{site.name}</span>
        </a>
        {/* The full navigation needs about 900 px; narrower screens, tablets included, get the menu button. */}
        <nav aria-label={headerLabels.main} className="hidden lg:block">
          <ul className="flex items-center">
            {navGroups.map((group) => (
              <NavDropdown key={group.id} group={group} currentPath={currentPath} />
            ))}
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} currentPath={currentPath} className="nav-trigger">
                  {link.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink href={consultationLink.href} size="sm" className="hidden lg:inline-flex">
          {consultationLink.label}
        </ButtonLink>
        <MobileMenu currentPath={currentPath} />
      </Container>
    </header>
  )
}
