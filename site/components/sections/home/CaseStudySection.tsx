import { pageAddress } from '@/lib/seo/index.ts'
import type { homeCopy } from '@/copy/home.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Container } from '../../ui/container.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** The headline case study and its figures. */
export function CaseStudySection({ copy }: { copy: (typeof homeCopy)['caseStudy'] }) {
  return (
    <section id="our-work" aria-labelledby="case-study-heading" className="bg-navy-900 py-20 text-white">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="case-study-heading"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            lead={copy.lead}
            inverse
          />
          <ButtonLink href={pageAddress(copy.action.href)} variant="inverse" size="lg" className="mt-8">
            {copy.action.label}
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {copy.stats.map((stat) => (
            <Card key={stat.label} tone="inverse" padding="sm" className="flex flex-col">
              <dt className="order-2 mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="order-1 text-3xl font-bold text-cyan-300">{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </Container>
    </section>
  )
}
