import type { IconName } from '../components/ui/icon.tsx'

/** The opening band of an inner page: the eyebrow naming its part of the site, its main heading and lead. */
export interface HeroCopy {
  eyebrow?: string
  heading: string
  lead: string
}

/** The eyebrow, heading and optional lead that open a page section. */
export interface SectionCopy {
  eyebrow?: string
  heading: string
  lead?: string
}

/** A titled item of a grid: a capability, scenario, challenge, differentiator, value or use case. */
export interface Feature {
  icon?: IconName
  title: string
  description: string
}

/** A card that links to another page. */
export interface Card extends Feature {
  icon: IconName
  href: string
}

/** A headline figure: '99.9%' and what it measures. */
export interface Metric {
  value: string
  label: string
}

/** A stage of delivery: discovery, a solution phase, a week range of a timeline. */
export interface Phase {
  name: string
  /** How long it takes, as shown: '1-2 weeks', 'Weeks 1-3', 'Ongoing'. */
  duration?: string
  description?: string
  activities: readonly string[]
}

/** A link styled as a button. */
export interface Action {
  label: string
  href: string
}
