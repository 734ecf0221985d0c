import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { deckLabels } from '../../copy/presentation/deck-labels.ts'
import { cn } from '../../lib/ui/cn.ts'
import { useHydrated, useStoreAfterHydration } from '../islands/hydration.ts'
import { deckId, linkedStyleId, stageId } from './deck-ids.ts'
import { DeckControls } from './DeckControls.tsx'
import { createSlideStore, slideId } from './slide-navigation.ts'
import { SlideMenu } from './SlideMenu.tsx'
import { shownSlideClass } from './SlideView.tsx'

// Whether the page has hydrated never changes after it has.
const noChanges = () => () => {}

// The sticky header and the deck's bar cover this much of the viewport's top (the stage's scroll margin plus the page's scroll padding).
const coveredTop = 160

/**
 * Whether the deck fills the screen, and a toggle for it (the browser's Escape leaves too);
 * undefined before the deck runs and where the browser allows no full screen.
 */
function useFullScreen(): { on: boolean; toggle: () => void } | undefined {
  const available = useStoreAfterHydration(noChanges, () => document.fullscreenEnabled, false)
  const on = useStoreAfterHydration(
    onFullScreenChange,
    () => document.fullscreenElement !== null && document.fullscreenElement?.id === deckId,
    false,
  )
  if (!available) return undefined
  return {
    on,
    // A refusal (the page lost the user's gesture, or a frame forbids it) leaves the deck as it was.
    toggle: () =>
      void (
        document.fullscreenElement ? document.exitFullscreen() : document.getElementById(deckId)?.requestFullscreen()
      )?.catch(() => {}),
  }
}

function onFullScreenChange(changed: () => void): () => void {
  document.addEventListener('fullscreenchange', changed)
  return () => document.removeEventListener('fullscreenchange', changed)
}

/** Arrow keys belong to whatever takes text or choices. */
function isEditing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"], [role="slider"]') !== null)
  )
}

/**
 * The deck's island: the slide list and the controls. The slides themselves are the page's HTML
 * (Deck.tsx), every one in order; once this runs it shows one at a time, kept in the URL hash, moved
 * by the buttons, the arrow keys and the slide list. Its first render is the server's (slide 1, not
 * yet running), so hydration matches; the hash is read only after that.
 */
export function DeckNavigation({ titles, headings }: { titles: string[]; headings: string[] }) {
  const count = titles.length
  const [store] = useState(() => createSlideStore(count))
  const current = useStoreAfterHydration(store.subscribe, store.current, 1)
  const running = useHydrated()
  const fullScreen = useFullScreen()
  const previousButton = useRef<HTMLButtonElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)
  const stage = () => document.getElementById(stageId)

  function go(target: number, { push = false, focusSlide = false } = {}) {
    const active = document.activeElement
    const focusInSlide = stage()?.contains(active) ?? false
    flushSync(() => store.show(target, push))
    const shown = store.current()
    // Keep focus somewhere useful: a disabled button or a hidden slide would drop it to the page.
    if (focusSlide || focusInSlide) document.getElementById(slideId(shown))?.focus({ preventScroll: true })
    else if (active === nextButton.current && shown === count) previousButton.current?.focus()
    else if (active === previousButton.current && shown === 1) nextButton.current?.focus()
    // After reading down a long slide, the next one starts from its top.
    const top = stage()
    if (top && top.getBoundingClientRect().top < coveredTop) top.scrollIntoView({ block: 'start' })
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      isEditing(event.target)
    )
      return
    if (event.key === 'f' || event.key === 'F') {
      if (!fullScreen) return
      event.preventDefault()
      return fullScreen.toggle()
    }
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    go(store.current() + step)
  })

  // Once the deck runs it decides which slide shows, in the page's slides; the linked-slide rule would
  // only get in its way.
  useLayoutEffect(() => {
    if (!running) return
    document.getElementById(linkedStyleId)?.remove()
    for (let n = 1; n <= count; n++) {
      const slide = document.getElementById(slideId(n))
      if (!slide) continue
      slide.hidden = n !== current
      for (const name of shownSlideClass.split(' ')) slide.classList.toggle(name, n === current)
    }
  }, [running, current, count])

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  return (
    // On small screens the slide list and the controls share one bar that stays in view; on large screens its parts join the grid.
    <div className="deck-bar">
      <SlideMenu
        titles={titles}
        labels={deckLabels}
        current={current}
        enhanced={running}
        onJump={(n) => go(n, { push: true, focusSlide: true })}
        className="deck-menu"
      />
      <DeckControls
        current={current}
        count={count}
        labels={deckLabels}
        title={headings[current - 1] ?? ''}
        onPrevious={() => go(current - 1)}
        onNext={() => go(current + 1)}
        previousRef={previousButton}
        nextRef={nextButton}
        fullScreen={fullScreen}
        // Without script the controls cannot work; they keep their place so nothing moves when the deck starts.
        className={cn('deck-controls', !running && 'invisible')}
      />
    </div>
  )
}
