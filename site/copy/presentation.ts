import type { CallToAction } from './cta.ts'
import { advantageSlides } from './presentation/advantages.ts'
import { closingSlides } from './presentation/closing.ts'
import { deckLabels } from './presentation/deck-labels.ts'
import { openingSlides } from './presentation/opening.ts'
import type { DeckLabels, Slide } from './presentation/types.ts'
import type { HeroCopy } from './types.ts'

export type { DeckLabels, PriceComponent, Slide, SlideBlock } from './presentation/types.ts'

/** The UnifySuite360 briefing, slide by slide, in the order it is presented. */
export const presentationSlides: readonly Slide[] = [...openingSlides, ...advantageSlides, ...closingSlides]

/** The page that shows the deck: its hero, the deck's controls and the closing call to action. */
export const presentationCopy = {
  hero: {
    eyebrow: 'Presentation',
    heading: 'UnifySuite360: Enterprise Integration for ANZ',
    lead: 'A thirteen-slide briefing on UnifySuite360 for Australian and New Zealand organisations: the problem it solves, how it works, the proof and the investment.',
  },
  deck: deckLabels,
  cta: {
    heading: 'See UnifySuite360 with your own systems',
    text: 'Book a demonstration with our ANZ team, built around the platforms and compliance obligations you work with. We reply to every enquiry within 24 hours.',
    action: 'Request a Demo',
    secondary: { label: 'View Our Work', href: '/our-work' },
  },
} as const satisfies { hero: HeroCopy; deck: DeckLabels; cta: CallToAction }
