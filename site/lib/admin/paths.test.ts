import { describe, expect, it } from 'vitest'
import { adminPaths, editedPostId, editPostHref, editPostPath, editRedirectScript, previewPath } from './paths.ts'

const id = '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f'

/** Runs the 404 page's inline script at a path and returns where it sends the browser, if anywhere. */
function redirectFrom(pathname: string, hash = ''): string | undefined {
  let target: string | undefined
  const location = { pathname, hash, replace: (url: string) => (target = url) }
  new Function('location', editRedirectScript)(location)
  return target
}

describe('the editor address', () => {
  it('is the spec’s /admin/blog/edit/<id>', () => {
    expect(editPostPath(id)).toBe(`/admin/blog/edit/${id}`)
  })

  it('is linked to at the shell’s own address, which answers without the 404 page or a redirect', () => {
    expect(editPostHref(id)).toBe(`/admin/blog/edit/?id=${id}`)
    expect(editedPostId(new URL(editPostHref(id), 'https://x.y'))).toBe(id)
  })

  it('is read from the path or from the shell’s ?id=', () => {
    expect(editedPostId({ pathname: `/admin/blog/edit/${id}`, search: '' })).toBe(id)
    expect(editedPostId({ pathname: `/admin/blog/edit/${id}/`, search: '' })).toBe(id)
    expect(editedPostId({ pathname: '/admin/blog/edit', search: `?id=${id}` })).toBe(id)
    expect(editedPostId({ pathname: '/admin/blog/edit', search: '' })).toBeNull()
  })

  it('is sent on from the 404 page to the shell, keeping the hash; other missing pages stay put', () => {
    expect(redirectFrom(`/admin/blog/edit/${id}`, '#seo')).toBe(`/admin/blog/edit/?id=${id}#seo`)
    expect(redirectFrom('/admin/blog/edit/not%20an%20id')).toBeUndefined()
    expect(redirectFrom('/admin/blog/elsewhere/x')).toBeUndefined()
    expect(redirectFrom('/insights/no-such-article')).toBeUndefined()
  })
})

describe('the admin’s pages', () => {
  it('are addressed by their folders, as the host serves them without a redirect', () => {
    expect(adminPaths).toEqual({
      list: '/admin/blog/',
      new: '/admin/blog/new/',
      edit: '/admin/blog/edit/',
      deleted: '/admin/blog/deleted/',
    })
  })
})

describe('the preview address', () => {
  it('names the saved post by its id, as the staff preview page reads it', () => {
    expect(previewPath(id)).toBe(`/preview/?post=${id}`)
    expect(new URL(previewPath('a&b c'), 'https://x.y').searchParams.get('post')).toBe('a&b c')
  })
})
