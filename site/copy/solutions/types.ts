import type { CallToAction } from '../cta.ts'
import type { Feature, HeroCopy, Metric, SectionCopy } from '../types.ts'

// The spec fixes how many capabilities and figures each solution page shows; the tuples make a
// ninth capability or a missing figure a type error rather than a silent drift from the spec.
type Eight<T> = readonly [T, T, T, T, T, T, T, T]
type Four<T> = readonly [T, T, T, T]

/** A section whose body is a grid of titled items. */
export interface FeatureSection<Items extends readonly Feature[] = readonly Feature[]> {
  section: SectionCopy
  items: Items
}

/** What every solution page shows: eight capabilities and four headline figures. */
export interface SolutionCopy {
  hero: HeroCopy
  capabilities: FeatureSection<Eight<Feature>>
  figures: { section: SectionCopy; metrics: Four<Metric> }
  cta: CallToAction
}
