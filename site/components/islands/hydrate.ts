// The browser half of <Island>: finds the island's elements in the page and hydrates each with the
// component and the props the server rendered it from. In the built site `react` is Preact's compatible
// runtime here (vite.islands.config.ts); on the development server it is React itself.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Marks the island as running once its component's own effects have run (tests wait for it). */
function Running({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '')
  }, [root])
  return children
}

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const data = root.nextElementSibling
    const props = (
      data instanceof HTMLScriptElement && data.dataset.islandProps === name ? JSON.parse(data.text) : {}
    ) as P
    hydrateRoot(root, createElement(Running, { root }, createElement(Component, props)))
  }
}
