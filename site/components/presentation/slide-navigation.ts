/** The id of slide `n`'s section, and the hash that links to it: 'slide-3'. */
export const slideId = (n: number): string => `slide-${n}`

/** Keeps a slide number within the deck: 1 to `count`. */
export function clampSlide(n: number, count: number): number {
  return Math.min(Math.max(n, 1), count)
}

/** The slide a URL hash names ('#slide-3' or '#3'), clamped to the deck; undefined when it names none. */
export function slideFromHash(hash: string, count: number): number | undefined {
  const match = /^#(?:slide-)?(\d{1,4})$/.exec(hash)
  return match ? clampSlide(Number(match[1]), count) : undefined
}

/** The current slide, kept in the URL hash, in the shape useSyncExternalStore reads. */
export interface SlideStore {
  subscribe: (onChange: () => void) => () => void
  current: () => number
  /** Shows slide `n`: `push` adds a history entry, as following a link does; otherwise the entry is replaced. */
  show: (n: number, push: boolean) => void
}

/** A store over `location.hash`, so a slide can be linked, survives a reload and follows back and forward. */
export function createSlideStore(count: number): SlideStore {
  // Remembered, so that a hash naming something else (the skip link's #main) leaves the slide where it is.
  let slide = 1
  const listeners = new Set<() => void>()
  return {
    subscribe(onChange) {
      listeners.add(onChange)
      window.addEventListener('hashchange', onChange)
      window.addEventListener('popstate', onChange)
      return () => {
        listeners.delete(onChange)
        window.removeEventListener('hashchange', onChange)
        window.removeEventListener('popstate', onChange)
      }
    },
    current() {
      slide = slideFromHash(window.location.hash, count) ?? slide
      return slide
    },
    show(n, push) {
      const hash = `#${slideId(clampSlide(n, count))}`
      if (hash !== window.location.hash) window.history[push ? 'pushState' : 'replaceState'](null, '', hash)
      // The History API fires no event of its own.
      for (const onChange of listeners) onChange()
    },
  }
}
