import { isSafeHref } from '@/lib/post/href.ts'
import { pageAddress } from '@/lib/seo/paths.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { shownText, type Handler } from '../state.ts'
import { linkTarget } from './link-target.ts'

/** A call to action: a link drawn as the site's primary button; one without a safe href or text is skipped. */
export const callToAction: Handler = (node) => {
  const { href } = node.attrs
  const text = shownText(node.attrs.text).trim()
  if (typeof href !== 'string' || !isSafeHref(href) || text === '') return null
  return (
    <p className="mt-8 first:mt-0">
      {/* Wraps rather than overflowing a narrow screen, however long its words. */}
      <ButtonLink
        href={pageAddress(href)}
        size="lg"
        className="h-auto min-h-12 py-3 text-center whitespace-normal"
        {...linkTarget(href)}
      >
        {text}
      </ButtonLink>
    </p>
  )
}
