// https://vike.dev/bodyHtmlBegin
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { NoScriptNotice } from '../components/admin/NoScriptNotice.tsx'

const notice = `<noscript>${renderToStaticMarkup(<NoScriptNotice />)}</noscript>`

/*
 * The admin renders only in the browser (admin/+config.ts), so without JavaScript its pages would be
 * blank: they say what is needed instead. Vike takes this setting for the whole site, so it picks the
 * admin's pages here; every other page is rendered in full at build time and needs nothing.
 */
export default function bodyHtmlBegin(pageContext: PageContextServer): string {
  return pageContext.urlPathname.startsWith('/admin/') && !pageContext.is404 ? notice : ''
}
