import { pageAddress } from '@/lib/seo/index.ts'
import type { Action, Metric } from '@/copy/types.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { MetricGrid } from '../MetricGrid.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** A dark band presenting one case study by its headline figures, with a link to read it. */
export function FeaturedCaseStudy({
  id,
  eyebrow,
  heading,
  lead,
  metrics,
  action,
}: {
  id: string
  eyebrow: string
  heading: string
  lead: string
  metrics: readonly Metric[]
  action: Action
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-navy-900 py-16 text-white sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} heading={heading} lead={lead} inverse />
          <ButtonLink href={pageAddress(action.href)} variant="inverse" size="lg" className="mt-8">
            {action.label}
          </ButtonLink>
        </div>
        <MetricGrid metrics={metrics} inverse className="mt-0 lg:grid-cols-2" />
      </Container>
    </section>
  )
}
