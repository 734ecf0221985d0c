import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { Island } from './Island.tsx'

const Title = ({ title }: { title: string }) => createElement('h2', null, title)

it('sends props that cannot end their <script>, whatever a post title holds, and reads back the same', () => {
  const title = 'Hostile </script><script>alert(1)</script> <!-- \u2028\u2029 & "quotes"'
  const html = renderToStaticMarkup(
    createElement(Island<{ title: string }>, { name: 'insights', component: Title, props: { title } }),
  )
  const json = /<script type="application\/json" data-island-props="insights">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(json).toBeDefined()
  expect(json).not.toMatch(/<\/?script|<!--/i)
  expect(JSON.parse(json!)).toEqual({ title })
  // The visible heading is React's escaped text; only one script element ends where the props do.
  expect(html.match(/<script/g)).toHaveLength(2)
})
