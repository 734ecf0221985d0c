import { pageAddress } from '@/lib/seo/index.ts'
import type { CallToAction } from '../../copy/cta.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'

/**
 * The call to action that closes every page, leading to the contact form: one panel set on the page,
 * rather than another full-width band stacked on the footer.
 */
export function ContactCta({ heading, text, action, href = '/contact', secondary }: CallToAction) {
  return (
    <section aria-labelledby="contact-cta-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="cta-panel">
          <div aria-hidden="true" className="cta-glow" />
          <div className="max-w-2xl">
            <h2 id="contact-cta-heading" className="text-3xl font-bold tracking-tight">
              {heading}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={pageAddress(href)} variant="inverse" size="lg">
              {action}
            </ButtonLink>
            {secondary && (
              <ButtonLink href={pageAddress(secondary.href)} variant="outlineInverse" size="lg">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}
