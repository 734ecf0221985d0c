// https://vike.dev/Page
import { PhaseTimeline } from '../../components/diagrams/PhaseTimeline.tsx'
import { phoneWidth } from '../../components/diagrams/phone.ts'
import { ActionRow } from '../../components/sections/ActionRow.tsx'
import { FeatureGrid } from '../../components/sections/FeatureGrid.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Prose } from '../../components/sections/Prose.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { StepList } from '../../components/sections/StepList.tsx'
import { CheckList } from '../../components/ui/check-list.tsx'
import { careersCopy } from '../../copy/careers.ts'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'

export default function Page() {
  const { apply, invitation, work, lookFor, grow, howToApply } = careersCopy
  return (
    <>
      <PageHero
        copy={careersCopy.hero}
        visual={<PhaseTimeline {...heroDiagramCopy.careers} width={phoneWidth} className="max-w-sm" />}
      />
      <Section id="invitation" copy={invitation}>
        <Prose paragraphs={invitation.paragraphs} />
        <ActionRow actions={[apply]} />
      </Section>
      <Section id="the-work" copy={work} tone="muted">
        <FeatureGrid items={work.items} columns={2} layout="list" />
      </Section>
      <Section id="what-we-look-for" copy={lookFor}>
        <CheckList items={lookFor.items} className="mt-8 grid max-w-5xl gap-x-10 gap-y-3 space-y-0 md:grid-cols-2" />
      </Section>
      <Section id="growth" copy={grow} tone="muted">
        <FeatureGrid items={grow.items} columns={4} />
      </Section>
      <Section id="apply" copy={howToApply}>
        <StepList steps={howToApply.steps} />
        <ActionRow actions={[howToApply.action]} />
        <p className="mt-4 text-slate-700">{howToApply.note}</p>
      </Section>
    </>
  )
}
