import type { Slide } from '../../copy/presentation.ts'
import { Island } from '../islands/Island.tsx'
import { deckId, linkedStyleId, stageId } from './deck-ids.ts'
import { DeckNavigation } from './DeckNavigation.tsx'
import { shownSlideMinHeight, SlideView } from './SlideView.tsx'

/**
 * Opened on a linked slide (#slide-7), the page shows that slide alone from its first layout, as the
 * running deck will, so nothing moves when it starts. The script runs as the parser reaches it, before
 * any slide exists, and adds a rule that hides the others until the deck runs and removes it; without
 * script every slide stays. It reads the hash exactly as slideFromHash does. The rule goes into an
 * empty <style> through the style sheet's API: the site's Content-Security-Policy allows an empty
 * style element, not one whose text depends on the address. A second rule gives the slide the height
 * the running deck gives the slide it shows (shownSlideClass), so nothing below it moves when it starts.
 */
function linkedSlideScript(count: number): string {
  return `(function(){var m=/^#(?:slide-)?(\\d{1,4})$/.exec(location.hash);if(!m)return;var n=Math.min(Math.max(+m[1],1),${count});var s=document.createElement('style');s.id='${linkedStyleId}';document.head.appendChild(s);s.sheet.insertRule('#${stageId}>section:not(#slide-'+n+'){display:none}');s.sheet.insertRule('@media (min-width:1024px){#slide-'+n+'{min-height:${shownSlideMinHeight}}}')})()`
}

/**
 * The slide deck. The page carries every slide in order, with the slide list as in-page links, and
 * reads that way without script; the deck's island (DeckNavigation) then shows one slide at a time.
 * Only the list and the controls run in the browser: the slides stay HTML, so their words and
 * figures are not sent twice.
 */
export function Deck({ slides }: { slides: readonly Slide[] }) {
  return (
    <div id={deckId} className="deck">
      <Island
        name="deck"
        component={DeckNavigation}
        props={{
          titles: slides.map((slide) => slide.title),
          headings: slides.map((slide) => slide.heading ?? slide.title),
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: linkedSlideScript(slides.length) }} />
      <div id={stageId} className="deck-stage">
        {slides.map((slide, index) => (
          <SlideView key={slide.title} slide={slide} number={index + 1} />
        ))}
      </div>
    </div>
  )
}
