import { isSafeHref } from '@/lib/post/href.ts'
import { shownText, type Handler } from '../state.ts'

/** Whether an image source can be shown as is: an http(s) URL or a site path (content/ paths are uploaded before publishing). */
function isImageUrl(src: unknown): src is string {
  return typeof src === 'string' && (/^https?:\/\//i.test(src) || src.startsWith('/')) && isSafeHref(src)
}

/** An image in a figure, captioned by its title; an image whose source is not a safe URL is skipped. */
export const image: Handler = (node) => {
  const { src } = node.attrs
  if (!isImageUrl(src)) return null
  const title = shownText(node.attrs.title)
  return (
    <figure className="mt-8 first:mt-0">
      <img
        src={src}
        alt={shownText(node.attrs.alt)}
        loading="lazy"
        decoding="async"
        className="h-auto max-w-full rounded-lg"
      />
      {title !== '' && <figcaption className="mt-2 text-sm text-slate-700">{title}</figcaption>}
    </figure>
  )
}
