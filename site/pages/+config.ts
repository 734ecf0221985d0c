// https://vike.dev/config
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'
import type { CallToAction } from '../copy/cta.ts'
import type { RouteMeta } from './page-meta.ts'

export default {
  extends: [vikeReact],
  // Pages live in site/pages/, but their URLs start at the site root.
  filesystemRoutingRoot: '/',
  // Every page is prerendered; dist/server stays so that `npm start` can re-render the pages a
  // content change touches without building again.
  prerender: { keepDistServer: true },
  // Pages are HTML-only unless they opt in: a page with nothing interactive ships no JavaScript.
  clientHooks: false,
  // Nor does it navigate in the browser: a link loads the next page's HTML, so no page needs the
  // pageContext.json Vike would otherwise write beside it for client-side navigation. The admin,
  // which hydrates, routes in the browser (admin/+config.ts).
  clientRouting: false,
  // https://vike.dev/meta
  // Each route says in its own +config.ts what its <head> carries and how the page closes. Like any
  // setting, both pass down to the routes below unless those set their own. vike-react's title and
  // description settings go unused: they render tags of their own, without the brand, keywords,
  // social cards and JSON-LD that +Head renders from `seo`.
  meta: {
    seo: { env: { server: true } },
    // The layout renders it, in the browser too on the pages that hydrate.
    cta: { env: { server: true, client: true } },
  },
} satisfies Config

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface Config {
      /** What the route's <head> says about it: title, description, and keywords, noindex or JSON-LD where it needs them. */
      seo?: RouteMeta
      /** The closing call to action under the page, leading to the contact form; the site's default when unset. */
      cta?: CallToAction
    }
  }
}
