import type { Action, Feature, Metric, Phase } from '../types.ts'

/** A part of the first-year investment: what it buys, its price range and its share of the total. */
export interface PriceComponent {
  name: string
  /** The money range as shown, from site.config.ts. */
  range: string
  /** Share of the first-year investment, as shown: '20-25%'. */
  share: string
  description: string
}

/**
 * What a slide shows under its heading, block by block. Each kind has one renderer; `label`
 * is a short caption over the block, not a heading, so the slide's outline stays h2 → h3.
 */
export type SlideBlock = { label?: string } & (
  | { kind: 'cards'; items: readonly Feature[]; columns?: 2 | 3 | 4 }
  | { kind: 'figures'; items: readonly Metric[] }
  | { kind: 'points'; items: readonly string[] }
  /** Numbered items in order: the layers of a stack, the steps of a plan. */
  | { kind: 'sequence'; items: readonly Feature[] }
  | { kind: 'timeline'; items: readonly Phase[] }
  /** `shareOf` completes each share: '20-25%' of what. */
  | { kind: 'pricing'; items: readonly PriceComponent[]; shareOf: string }
  | { kind: 'actions'; items: readonly Action[] }
)

export interface Slide {
  /** The slide's name in the slide list, and its heading unless `heading` says otherwise. */
  title: string
  heading?: string
  lead: string
  blocks: readonly SlideBlock[]
  /** The title slide is set on the dark navy ground. */
  tone?: 'dark'
}

/** What the deck's own controls say around the slides. */
export interface DeckLabels {
  /** The slide list's accessible name. */
  list: string
  /** The toggle that opens the slide list on small screens. */
  all: string
  previous: string
  next: string
  /** Completes Previous and Next for assistive technology: 'Previous slide'. */
  slide: string
  /** Read out after every move, instead of the bare 'n / 13'. */
  position: (current: number, count: number, title: string) => string
  /** The button that shows the deck on the whole screen (also the F key), and leaves it. */
  fullScreen: string
  exitFullScreen: string
}
