// https://vike.dev/Page
import { PhaseTimeline } from '../../components/diagrams/PhaseTimeline.tsx'
import { phoneWidth } from '../../components/diagrams/phone.ts'
import { CareerTimeline } from '../../components/sections/company/CareerTimeline.tsx'
import { FeaturedCaseStudy } from '../../components/sections/company/FeaturedCaseStudy.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { caseStudyCopy } from '../../copy/case-study.ts'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { ourWorkCopy } from '../../copy/our-work.ts'

export default function Page() {
  const { career, featured } = ourWorkCopy
  return (
    <>
      <PageHero
        copy={ourWorkCopy.hero}
        visual={<PhaseTimeline {...heroDiagramCopy.ourWork} width={phoneWidth} className="max-w-sm" />}
      />
      <FeaturedCaseStudy
        id="case-study"
        heading={caseStudyCopy.hero.heading}
        metrics={caseStudyCopy.metrics.items}
        {...featured}
      />
      <Section id="experience" copy={career}>
        <CareerTimeline entries={career.entries} />
      </Section>
    </>
  )
}
