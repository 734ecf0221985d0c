import { pageAddress } from '@/lib/seo/index.ts'
import { consultationLink, headerLabels, navGroups, primaryLinks } from '../../copy/navigation.ts'
import { site } from '../../site.config.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { LogoMark } from '../ui/logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { NavDropdown } from './NavDropdown.tsx'
import { NavItemLink } from './NavItemLink.tsx'

/** The sticky site header: brand, the full navigation with its dropdowns from 768 px up, and the menu button below. */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header">
      {/*
        Keyed by page, so that a page that hydrates and moves to the next without reloading leaves no menu open.
        From md to lg the sides narrow to give the navigation room (its panels follow suit).
      */}
      <Container key={currentPath} className="flex h-full items-center justify-between gap-2 md:max-lg:px-4">
        <a href="/" className="brand flex shrink-0 text-ink">
          <LogoMark />
          {/* Below xl the navigation needs the room; the name stays for screen readers. */}
          <span className="md:max-xl:sr-only">{site.name}</span>
        </a>
        <nav aria-label={headerLabels.main} className="hidden md:block">
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
        <ButtonLink
          href={pageAddress(consultationLink.href)}
          size="sm"
          className="hidden md:inline-flex md:max-lg:px-2 md:max-lg:text-[0.8125rem]"
        >
          <span aria-hidden="true" className="lg:hidden">
            {consultationLink.shortLabel}
          </span>
          <span className="max-lg:sr-only">{consultationLink.label}</span>
        </ButtonLink>
        <MobileMenu currentPath={currentPath} />
      </Container>
    </header>
  )
}
