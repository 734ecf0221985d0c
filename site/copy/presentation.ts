import { advantageSlides } from './presentation/advantages.ts'
import { closingSlides } from './presentation/closing.ts'
import { openingSlides } from './presentation/opening.ts'
import type { Slide } from './presentation/types.ts'

export type { PriceComponent, Slide, SlideBlock } from './presentation/types.ts'

/** The UnifySuite360 briefing, slide by slide, in the order it is presented. */
export const presentationSlides: readonly Slide[] = [...openingSlides, ...advantageSlides, ...closingSlides]
