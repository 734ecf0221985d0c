import type { CallToAction } from '../cta.ts'
import type { Action, Feature, HeroCopy, Metric, SectionCopy } from '../types.ts'

/** A use case or compliance area: what it is, and the concrete points it covers. */
export interface DetailedFeature extends Feature {
  points: readonly string[]
}

type Four<T> = readonly [T, T, T, T]

/** A section of detailed items, with the label that introduces each item's points. */
export interface DetailedSectionCopy extends SectionCopy {
  pointsLabel: string
  items: readonly DetailedFeature[]
  /** A closing remark under the items, e.g. what is and is not claimed. */
  note?: string
}

/** The sections every industry page has; a page adds use cases, compliance or both. */
export interface IndustryCopy {
  /** The hero, with its buttons: the consultation first. */
  hero: HeroCopy & { actions: readonly [Action, ...Action[]] }
  challenges: SectionCopy & { items: Four<Feature> }
  solutions: SectionCopy & { items: Four<Feature> }
  useCases?: DetailedSectionCopy
  compliance?: DetailedSectionCopy
  outcomes: SectionCopy & { metrics: Four<Metric>; action?: Action }
  cta: CallToAction
}
