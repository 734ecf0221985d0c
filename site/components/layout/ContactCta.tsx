import type { CallToAction } from '../../copy/cta.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'

/** The call to action that closes every page, leading to the contact form. */
export function ContactCta({ heading, text, action, href = '/contact', secondary }: CallToAction) {
  return (
    <section aria-labelledby="contact-cta-heading" className="bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-cta-heading" className="text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={href} variant="inverse" size="lg">
            {action}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="outlineInverse" size="lg">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  )
}
