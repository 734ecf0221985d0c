/** How many requests may run at once, and how many more may wait in line for a turn. */
export interface Capacity {
  running: number
  waiting: number
}

/** Admits work in arrival order, at most `running` at once; turns callers away when the line is full. */
export interface Gate {
  /** A promise of the function that ends this turn, or undefined when the line is full. */
  enter(): Promise<() => void> | undefined
  /** Whether a caller arriving now would be turned away. */
  readonly full: boolean
}

/** Creates a gate; each turn ends on the next event-loop turn, so new connections are accepted between requests. */
export function createGate({ running, waiting }: Capacity): Gate {
  const line: (() => void)[] = []
  let active = 0
  const admitNext = () => {
    const next = line.shift()
    if (next) next()
    else active--
  }
  const release = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      setImmediate(admitNext)
    }
  }
  return {
    get full() {
      return active >= running && line.length >= waiting
    },
    enter() {
      if (active < running) {
        active++
        return Promise.resolve(release())
      }
      if (line.length >= waiting) return undefined
      return new Promise((resolve) => line.push(() => resolve(release())))
    },
  }
}
