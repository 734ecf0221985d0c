// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { CaseStudySection } from '../../components/sections/home/CaseStudySection.tsx'
import { DifferentiatorsSection } from '../../components/sections/home/DifferentiatorsSection.tsx'
import { ExperienceStrip } from '../../components/sections/home/ExperienceStrip.tsx'
import { FrameworksSection } from '../../components/sections/home/FrameworksSection.tsx'
import { Hero } from '../../components/sections/home/Hero.tsx'
import { LatestInsights } from '../../components/sections/home/LatestInsights.tsx'
import { ProblemSection } from '../../components/sections/home/ProblemSection.tsx'
import { SolutionsSection } from '../../components/sections/home/SolutionsSection.tsx'
import { homeCopy } from '../../copy/home.ts'
import { insightsCopy } from '../../copy/insights.ts'
import { site } from '../../site.config.ts'
import type { Data } from './+data.ts'

export default function Page() {
  const { latestPosts } = useData<Data>()
  return (
    <>
      <Hero copy={homeCopy.hero} />
      <ExperienceStrip heading={homeCopy.experience.heading} clients={site.clients} />
      <ProblemSection copy={homeCopy.problem} />
      <SolutionsSection copy={homeCopy.solutions} />
      <FrameworksSection copy={homeCopy.frameworks} />
      <CaseStudySection copy={homeCopy.caseStudy} />
      <DifferentiatorsSection copy={homeCopy.differentiators} />
      <LatestInsights copy={insightsCopy.home} posts={latestPosts} />
    </>
  )
}
