// https://vike.dev/config
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Pages live in site/pages/, but their URLs start at the site root.
  filesystemRoutingRoot: '/',
  // Every page is prerendered; dist/server stays so that `npm start` can re-render the pages a
  // content change touches without building again.
  prerender: { keepDistServer: true },
  // Pages are HTML-only unless they opt in: a page with nothing interactive ships no JavaScript.
  clientHooks: false,
} satisfies Config
