import { pageAddress } from '../seo/index.ts'

/** Where the admin's pages live, at the addresses they answer at without a redirect. */
export const adminPaths = {
  list: pageAddress('/admin/blog'),
  new: pageAddress('/admin/blog/new'),
  /** The editor's one prerendered shell; which post it edits comes from the address. */
  edit: pageAddress('/admin/blog/edit'),
  /** Posts deleted that can be brought back. */
  deleted: pageAddress('/admin/blog/deleted'),
} as const

// Post ids are UUIDs; anything else after /edit/ is an ordinary missing page.
const editPathPattern = /^\/admin\/blog\/edit\/([0-9A-Za-z-]+)\/?$/

/** The address of a post's editor, as the spec names it: the address bar shows it once the editor opens. */
export function editPostPath(id: string): string {
  return `${adminPaths.edit}${id}`
}

/**
 * Where links to a post's editor lead: the editor's shell with `?id=<id>`, which answers at once, where
 * the spec's address has no file of its own and goes through the 404 page (see editRedirectScript).
 */
export function editPostHref(id: string): string {
  return `${adminPaths.edit}?${new URLSearchParams({ id })}`
}

/** The address of a saved post's full-page preview, for staff, whatever its status: `/preview/?post=<id>`. */
export function previewPath(id: string): string {
  return `/preview/?${new URLSearchParams({ post: id })}`
}

/** The id of the post the editor is asked for: `/admin/blog/edit/<id>`, or the shell's `?id=<id>`. */
export function editedPostId(location: { pathname: string; search: string }): string | null {
  return editPathPattern.exec(location.pathname)?.[1] ?? new URLSearchParams(location.search).get('id')
}

/**
 * A static host has no file for /admin/blog/edit/<id> and serves 404.html. This inline script, run in
 * that page's head before anything paints, hands the id to the editor's shell instead.
 */
export const editRedirectScript = `(()=>{const m=${editPathPattern.toString()}.exec(location.pathname);if(m)location.replace(${JSON.stringify(adminPaths.edit + '?id=')}+m[1]+location.hash)})()`
