import { __iconData as mail } from 'lucide-react/icons/mail'
import { pageAddress } from '@/lib/seo/index.ts'
import { footerColumns, footerCopy, legalLinks } from '../../copy/navigation.ts'
import { site } from '../../site.config.ts'
import { Container } from '../ui/container.tsx'
import { LogoMark } from '../ui/logo.tsx'
import { LucideSvg } from '../ui/lucide.tsx'

function FooterLinks({ links, className }: { links: readonly { label: string; href: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={pageAddress(link.href)} className="footer-link">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The site footer: brand blurb, contact line, link columns, copyright and legal links. */
export function Footer({ year }: { year: number }) {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <a href="/" className="brand inline-flex text-white">
            <LogoMark />
            <span>{site.name}</span>
          </a>
          <p className="mt-4 max-w-sm leading-relaxed">{footerCopy.blurb}</p>
          {/* Top-aligned: on a narrow phone the address breaks over lines, and the icon stays by the first. */}
          <p className="mt-4 flex items-start gap-2">
            <LucideSvg icon={mail} className="mt-1 size-4 shrink-0 text-cyan-300" />
            <span>
              {footerCopy.emailLabel}{' '}
              <a
                href={`mailto:${site.email.contact}`}
                className="font-medium wrap-anywhere text-white underline-offset-4 hover:underline"
              >
                {site.email.contact}
              </a>
            </span>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <FooterLinks links={column.links} className="mt-4 space-y-2.5" />
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved. Formerly {site.formerName}.
          </p>
          <FooterLinks links={legalLinks} className="flex gap-6" />
        </Container>
      </div>
    </footer>
  )
}
