import type { FrameworkCard } from '../home.ts'
import type { SectionCopy } from '../types.ts'

/** The framework cards under their section heading: on the home page and the frameworks overview. */
export interface FrameworksCopy extends SectionCopy {
  /** Label of each card's button; the card's title completes its accessible name. */
  action: string
  cards: readonly FrameworkCard[]
}

/** One way to buy or deliver a framework: a delivery track or an engagement model. */
export interface FrameworkOption {
  title: string
  /** A short tag shown as a pill: how long it takes or how it is priced. */
  tag: string
  description: string
  points: readonly string[]
}
