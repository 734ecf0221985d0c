import type { Slide } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { slideId } from './slide-navigation.ts'
import { SlideBlocks } from './SlideBlocks.tsx'

/**
 * One slide: a section labelled by its heading, shown with every other slide (before the deck
 * runs), alone, or hidden. It can take focus from script (tabIndex -1) so that a jump from the
 * slide list lands on it, as following an in-page link would.
 */
export function SlideView({
  slide,
  number,
  shown,
}: {
  slide: Slide
  number: number
  shown: 'all' | 'this' | 'another'
}) {
  const id = slideId(number)
  const dark = slide.tone === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      hidden={shown === 'another'}
      className={cn(
        'scroll-mt-20 rounded-2xl border p-6 focus:outline-none sm:p-10',
        // One slide at a time, a common height keeps the page from jumping as the slides change.
        shown === 'this' && 'lg:min-h-[36rem]',
        // On a phone a frame around the slide would only squeeze the cards inside it.
        dark
          ? 'flex flex-col justify-center border-navy-900 bg-navy-900 text-white'
          : 'border-slate-200 bg-white max-sm:border-0 max-sm:px-0 max-sm:pt-2 sm:shadow-sm',
      )}
    >
      <h2
        id={`${id}-heading`}
        className={cn('max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-ink')}
      >
        {slide.heading ?? slide.title}
      </h2>
      <p
        className={cn('mt-4 max-w-3xl text-lg leading-relaxed sm:text-xl', dark ? 'text-slate-300' : 'text-slate-700')}
      >
        {slide.lead}
      </p>
      <SlideBlocks blocks={slide.blocks} inverse={dark} />
    </section>
  )
}
