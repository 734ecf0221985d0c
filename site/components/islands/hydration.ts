import { useEffect, useState, useSyncExternalStore } from 'react'

/** False while a component renders over the server's HTML, true from the render after that on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // The render after hydration is the point: it is where the component turns into its running self.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * An external store read as `useSyncExternalStore` reads it, but holding the server's value until the
 * component has hydrated, whichever runtime hydrates it. Preact's React layer, which runs the public
 * pages' islands, ignores `getServerSnapshot` and, unlike React, keeps the attributes of the server's
 * HTML as they are while it hydrates: a first render that differed from the HTML would leave, say, a
 * `disabled` that no later render removes.
 */
export function useStoreAfterHydration<T>(
  subscribe: (changed: () => void) => () => void,
  getSnapshot: () => T,
  serverValue: T,
): T {
  const hydrated = useHydrated()
  const value = useSyncExternalStore(subscribe, getSnapshot, () => serverValue)
  return hydrated ? value : serverValue
}
