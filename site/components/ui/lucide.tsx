import { createElement } from 'react'

/** One of Lucide's icons as data: the SVG elements it draws on a 24-unit grid. */
export interface LucideIconData {
  name: string
  node: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]
}

// Each of lucide-react's icon modules exports its icon's data as `__iconData` beside the component,
// undeclared in its types; every icon module has the same declaration file, so this names it for all.
// Should a release drop it, the build stops at the import.
declare module 'lucide-react/icons/arrow-right' {
  export const __iconData: LucideIconData
}

/**
 * A decorative Lucide icon, drawn with only the SVG the page needs: its size, fill and stroke come
 * from the `icon` rule of global.css, once a page, instead of nine attributes on each of the dozens
 * of icons of a page (lucide-react's own component writes them all, with two class names no rule reads).
 */
export function LucideSvg({ icon, className }: { icon: LucideIconData; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      {icon.node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
    </svg>
  )
}
