import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import type { DeckLabels, Slide } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { DeckControls } from './DeckControls.tsx'
import { createSlideStore, slideId } from './slide-navigation.ts'
import { SlideMenu } from './SlideMenu.tsx'
import { SlideView } from './SlideView.tsx'

// Whether the page has hydrated never changes after it has.
const noChanges = () => () => {}

// The sticky header and the deck's bar cover this much of the viewport's top (the stage's scroll margin plus the page's scroll padding).
const coveredTop = 160

const stageId = 'deck-stage'
const linkedStyleId = 'deck-linked-slide'

/**
 * Opened on a linked slide (#slide-7), the page shows that slide alone from its first layout, as the
 * running deck will, so nothing moves when it starts. The script runs as the parser reaches it, before
 * any slide exists, and adds a rule that hides the others until the deck runs and removes it; without
 * script every slide stays. It reads the hash exactly as slideFromHash does. The rule goes into an
 * empty <style> through the style sheet's API: the site's Content-Security-Policy allows an empty
 * style element, not one whose text depends on the address.
 */
function linkedSlideScript(count: number): string {
  return `(function(){var m=/^#(?:slide-)?(\\d{1,4})$/.exec(location.hash);if(!m)return;var n=Math.min(Math.max(+m[1],1),${count});var s=document.createElement('style');s.id='${linkedStyleId}';document.head.appendChild(s);s.sheet.insertRule('#${stageId}>section:not(#slide-'+n+'){display:none}')})()`
}

/**
 * Whether `element` fills the screen, and a toggle for it (the browser's Escape leaves too);
 * undefined before the deck runs and where the browser allows no full screen.
 */
function useFullScreen(element: RefObject<HTMLElement | null>): { on: boolean; toggle: () => void } | undefined {
  const available = useSyncExternalStore(
    noChanges,
    () => document.fullscreenEnabled,
    () => false,
  )
  const on = useSyncExternalStore(
    onFullScreenChange,
    () => document.fullscreenElement !== null && document.fullscreenElement === element.current,
    () => false,
  )
  if (!available) return undefined
  return {
    on,
    // A refusal (the page lost the user's gesture, or a frame forbids it) leaves the deck as it was.
    toggle: () =>
      void (document.fullscreenElement ? document.exitFullscreen() : element.current?.requestFullscreen())?.catch(
        () => {},
      ),
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
 * The slide deck. Prerendered, it is every slide in order with the slide list as in-page links;
 * once hydrated it shows one slide at a time, kept in the URL hash, moved by the buttons, the
 * arrow keys and the slide list. Both snapshots start as the server rendered them (slide 1, not
 * yet running), so hydration matches; the hash is read only after that.
 */
export function Deck({ slides, labels }: { slides: readonly Slide[]; labels: DeckLabels }) {
  const count = slides.length
  const [store] = useState(() => createSlideStore(count))
  const current = useSyncExternalStore(store.subscribe, store.current, () => 1)
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const deck = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const fullScreen = useFullScreen(deck)
  const previousButton = useRef<HTMLButtonElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)

  function go(target: number, { push = false, focusSlide = false } = {}) {
    const active = document.activeElement
    const focusInSlide = stage.current?.contains(active) ?? false
    flushSync(() => store.show(target, push))
    const shown = store.current()
    // Keep focus somewhere useful: a disabled button or a hidden slide would drop it to the page.
    if (focusSlide || focusInSlide) document.getElementById(slideId(shown))?.focus({ preventScroll: true })
    else if (active === nextButton.current && shown === count) previousButton.current?.focus()
    else if (active === previousButton.current && shown === 1) nextButton.current?.focus()
    // After reading down a long slide, the next one starts from its top.
    if (stage.current && stage.current.getBoundingClientRect().top < coveredTop)
      stage.current.scrollIntoView({ block: 'start' })
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

  // Once the deck runs, it decides which slide shows; the linked-slide rule would only get in its way.
  useLayoutEffect(() => {
    if (running) document.getElementById(linkedStyleId)?.remove()
  }, [running])

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  const slide = slides[current - 1]
  return (
    <div
      ref={deck}
      className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-10 [&:fullscreen]:overflow-y-auto [&:fullscreen]:bg-white [&:fullscreen]:px-4 [&:fullscreen]:pb-6 sm:[&:fullscreen]:px-8"
    >
      {/* On small screens the slide list and the controls share one bar that stays in view; on large screens its parts join the grid. */}
      <div className="sticky top-20 z-20 in-[:fullscreen]:top-0 -mx-4 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6 lg:contents">
        <SlideMenu
          titles={slides.map((item) => item.title)}
          labels={labels}
          current={current}
          enhanced={running}
          onJump={(n) => go(n, { push: true, focusSlide: true })}
          className="lg:sticky lg:top-28 lg:col-start-1 in-[:fullscreen]:lg:top-6 lg:row-span-2 lg:row-start-1 lg:self-start"
        />
        <DeckControls
          current={current}
          count={count}
          labels={labels}
          title={slide?.heading ?? slide?.title ?? ''}
          onPrevious={() => go(current - 1)}
          onNext={() => go(current + 1)}
          previousRef={previousButton}
          nextRef={nextButton}
          fullScreen={fullScreen}
          // Without script the controls cannot work; they keep their place so nothing moves when the deck starts.
          className={cn(
            'lg:sticky lg:top-20 lg:z-10 lg:col-start-2 lg:row-start-1 lg:justify-end lg:bg-white lg:py-4 in-[:fullscreen]:lg:top-0',
            !running && 'invisible',
          )}
        />
      </div>
      {!running && <script dangerouslySetInnerHTML={{ __html: linkedSlideScript(count) }} />}
      <div ref={stage} id={stageId} className="mt-6 scroll-mt-16 space-y-8 lg:col-start-2 lg:row-start-2 lg:mt-0">
        {slides.map((item, index) => (
          <SlideView
            key={item.title}
            slide={item}
            number={index + 1}
            shown={!running ? 'all' : index + 1 === current ? 'this' : 'another'}
          />
        ))}
      </div>
    </div>
  )
}
