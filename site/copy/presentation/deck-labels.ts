import type { DeckLabels } from './types.ts'

/** What the deck's own controls say around the slides (read by the deck's island in the browser, apart from the slides). */
export const deckLabels: DeckLabels = {
  list: 'Slides',
  all: 'All slides',
  previous: 'Previous',
  next: 'Next',
  slide: 'slide',
  position: (current, count, title) => `Slide ${current} of ${count}: ${title}`,
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
}
