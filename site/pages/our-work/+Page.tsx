// https://vike.dev/Page
import { CopyPageHero } from '../../components/sections/CopyPageHero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { CareerTimeline } from '../../components/sections/company/CareerTimeline.tsx'
import { FeaturedCaseStudy } from '../../components/sections/company/FeaturedCaseStudy.tsx'
import { caseStudyCopy } from '../../copy/case-study.ts'
import { ourWorkCopy } from '../../copy/our-work.ts'
import { pages } from '../../copy/pages.ts'

export default function Page() {
  const { career, featured } = ourWorkCopy
  const caseStudy = pages['/our-work/laboratory-systems-case-study']
  return (
    <>
      <CopyPageHero copy={pages['/our-work']} eyebrow="Our Work" />
      <FeaturedCaseStudy id="case-study" heading={caseStudy.heading} metrics={caseStudyCopy.metrics.items} {...featured} />
      <Section id="experience" copy={career}>
        <CareerTimeline entries={career.entries} />
      </Section>
    </>
  )
}
