import type { ReactNode } from 'react'
import type { SolutionCopy } from '@/copy/solutions/types.ts'
import { FeatureGrid } from '../FeatureGrid.tsx'
import { MetricGrid } from '../MetricGrid.tsx'
import { PageHero } from '../PageHero.tsx'
import { Section, type Tone } from '../Section.tsx'

interface SolutionPageProps {
  copy: SolutionCopy
  /** The page's own sections between the hero and the capabilities: what the solution takes on. */
  children: ReactNode
  /** Bands alternate: the capabilities are tinted unless the band before them is. */
  capabilitiesTone?: Exclude<Tone, 'dark'>
  /** Anchor of the figures' band, named for what they measure: outcomes, impact, roi. */
  figuresId: string
  /** A diagram of the solution, beside the hero's words. */
  visual?: ReactNode
}

/** A solution page: the hero, the page's own sections, the eight capabilities and the four figures that back them. */
export function SolutionPage({ copy, children, capabilitiesTone = 'muted', figuresId, visual }: SolutionPageProps) {
  return (
    <>
      <PageHero copy={copy.hero} visual={visual} />
      {children}
      <Section id="capabilities" copy={copy.capabilities.section} tone={capabilitiesTone}>
        <FeatureGrid items={copy.capabilities.items} layout="list" />
      </Section>
      <Section id={figuresId} copy={copy.figures.section} tone="dark">
        <MetricGrid metrics={copy.figures.metrics} inverse />
      </Section>
    </>
  )
}
