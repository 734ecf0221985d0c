import type { Slide } from '../../copy/presentation.ts'
import { slideId } from './slide-navigation.ts'
import { SlideBlocks } from './SlideBlocks.tsx'

/**
 * What the running deck adds to the slide it shows: one slide at a time, each fills the screen below
 * the header and the deck's bar, so the page keeps still as the slides change (on the whole screen,
 * see global.css).
 */
export const shownSlideClass = 'lg:min-h-[max(26rem,calc(100svh-20rem))]'
/** The same height as CSS, for the linked-slide script that runs before the deck (Deck.tsx). */
export const shownSlideMinHeight = 'max(26rem,calc(100svh - 20rem))'

/**
 * One slide: a section labelled by its heading. The page renders every slide; the running deck hides
 * all but the one it shows (DeckNavigation). It can take focus from script (tabIndex -1) so that a
 * jump from the slide list lands on it, as following an in-page link would.
 */
export function SlideView({ slide, number }: { slide: Slide; number: number }) {
  const id = slideId(number)
  const dark = slide.tone === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={dark ? 'slide slide-dark' : 'slide slide-light'}
    >
      <h2 id={`${id}-heading`} className={dark ? 'slide-title text-white' : 'slide-title text-ink'}>
        {slide.heading ?? slide.title}
      </h2>
      <p className={dark ? 'slide-lead text-slate-300' : 'slide-lead text-slate-700'}>{slide.lead}</p>
      <SlideBlocks blocks={slide.blocks} inverse={dark} />
    </section>
  )
}
