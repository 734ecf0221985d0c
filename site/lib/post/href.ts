// Links and images are data the renderer turns into attributes, so only schemes that cannot run
// code are let through, and anything a browser would silently "repair" is refused outright, as is
// anything that changes how text is shown (a text-direction control can disguise where a link goes).
import { findUnsafeCharacter } from '../text/index.ts'

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\\]|\s/u
const CONTENT_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/

/** Whether a link target is safe to render: http(s), mailto, tel, a site path (/…) or a fragment (#…). */
export function isSafeHref(href: string): boolean {
  if (typeof href !== 'string' || href === '' || href.length > 2048) return false
  // Browsers drop tabs and newlines inside URLs and treat \ as /, which is how " java\tscript:" and "/\evil" sneak past.
  if (CONTROL_OR_SPACE.test(href) || findUnsafeCharacter(href)) return false
  if (href.startsWith('#')) return true
  if (href.startsWith('/')) return !href.startsWith('//')
  if (/^https?:\/\/[^/?#]/i.test(href)) return true
  return /^(mailto|tel):./i.test(href)
}

/** Why a path is not a file under content/ (e.g. `images/foo.jpg`), or undefined when it is one. */
export function contentPathProblem(path: string): string | undefined {
  if (path.includes('\\')) return 'uses backslashes; write forward slashes, e.g. images/foo.jpg'
  if (/^[a-z][a-z0-9+.-]*:/i.test(path))
    return 'is a URL; put the image file under content/ and write its path, e.g. images/foo.jpg'
  if (path.startsWith('/')) return 'starts with /; write it relative to content/, e.g. images/foo.jpg'
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    return 'uses . or .. segments; write the plain path under content/, e.g. images/foo.jpg'
  }
  if (path.length > 300 || !path.split('/').every((segment) => CONTENT_SEGMENT.test(segment))) {
    return 'may use only letters, digits, ".", "_" and "-" in each folder and file name, e.g. images/erp-diagram.png'
  }
  return undefined
}

/** Whether an image source is allowed: an http(s) URL, a site path (/…), or a file under content/. */
export function isImageSrc(src: string): boolean {
  if (/^https?:/i.test(src) || src.startsWith('/')) return isSafeHref(src)
  return contentPathProblem(src) === undefined
}
