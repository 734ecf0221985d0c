// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { feedLinks } from '../lib/feeds/index.ts'
import { pageHead } from '../lib/seo/index.ts'
import { resolvePageMeta } from './page-meta.ts'

export default function Head() {
  const head = pageHead(resolvePageMeta(usePageContext()))
  return (
    <>
      {head.refresh && <meta httpEquiv="refresh" content={head.refresh} />}
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The typeface every page sets its text in (site/styles/global.css): fetched at once, not after the
          CSS, and whole even when it misses this page's first paint, so the next page has it. */}
      <link rel="preload" href="/assets/jakarta-153fc85b.woff2" as="font" type="font/woff2" crossOrigin="" />
      <meta name="theme-color" content="#1d4ed8" />
      {feedLinks.map((link) => (
        <link key={link.href} rel={link.rel} type={link.type} title={link.title} href={link.href} />
      ))}
      {head.meta.map((tag) =>
        tag.attribute === 'name' ? (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ),
      )}
      {head.jsonLd.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  )
}
