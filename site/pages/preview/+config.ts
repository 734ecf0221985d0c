// https://vike.dev/config
import type { Config } from 'vike/types'
import { previewCopy } from '../../copy/preview.ts'

// One prerendered page for every preview: which article it shows is read in the browser, from the
// link's fragment or a staff member's session. Never indexed, never in the sitemap, disallowed in
// robots.txt; plain HTML with one island, like the error page.
export default {
  seo: { ...previewCopy.seo, noindex: true },
} satisfies Config
