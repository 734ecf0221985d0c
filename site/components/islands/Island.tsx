import type { ComponentType } from 'react'
import { islandScript } from './scripts.ts'

/** JSON that cannot end the <script> element it sits in, whatever text the props hold. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')

/**
 * A part of a page that runs in the browser. React renders it into the page's HTML with the rest; the
 * browser then loads the island's own small script (site/islands/<name>.ts), which hydrates only this
 * element with the same component and props, on Preact's React-compatible runtime. The page around it
 * stays plain HTML: no framework, router or page data is sent for it. The wrapper takes no box of its own
 * (`display: contents`), so the component lays out as it would without it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  /** The file under site/islands/ that hydrates this component. */
  name: string
  component: ComponentType<P>
  /** What the component renders from, sent to the browser as JSON: plain data only. */
  props: P
}) {
  return (
    <>
      <div data-island={name} className="contents">
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
      <script type="module" src={islandScript(name)} />
    </>
  )
}
