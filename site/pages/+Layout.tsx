// https://vike.dev/Layout
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactCta } from '../components/layout/ContactCta.tsx'
import { Footer } from '../components/layout/Footer.tsx'
import { Header } from '../components/layout/Header.tsx'
import { defaultCta } from '../copy/cta.ts'
import { headerLabels } from '../copy/navigation.ts'
import { visitScript } from '../lib/leads/index.ts'
import '../styles/global.css'
import { movedTo } from './page-meta.ts'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { urlPathname, is404, config } = pageContext
  // The admin is a tool, not a marketing page: it brings its own top bar and no call to action.
  // A missing page under /admin/ is still the site's 404 page, with the site around it.
  if (urlPathname.startsWith('/admin/') && !is404) return children
  // An article's old address is only a pointer to its new one, which the browser opens at once
  // (without the address's query, so the visit is noted here, campaign tags and all).
  if (movedTo(pageContext))
    return (
      <>
        {children}
        <VisitNote />
      </>
    )
  return (
    <>
      <a href="#main" className="skip-link">
        {headerLabels.skipToContent}
      </a>
      <Header currentPath={urlPathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <ContactCta {...(config.cta ?? defaultCta)} />
      <Footer year={new Date().getFullYear()} />
      <VisitNote />
    </>
  )
}

/**
 * Notes where the visit came from, once, for the contact form to send (site/lib/leads/visit.ts). Last
 * in the page, after everything the visitor sees; the page's policy allows it by its hash.
 */
const VisitNote = () => <script dangerouslySetInnerHTML={{ __html: visitScript }} />
