import { describe, expect, it } from 'vitest'
import { mailtoHref, telHref } from './contact.ts'
import { inboxViewFrom, inboxViewSearch } from './filters.ts'
import { enquiryPath, openedEnquiryId } from './paths.ts'
import { quotedValue, searchTree } from './search.ts'

describe('the inbox address', () => {
  it('keeps the filter, the search and the page, and leaves the defaults out', () => {
    const view = { filter: 'in_progress', search: 'acme, (uk)', page: 3 } as const
    expect(inboxViewSearch(view)).toBe('?filter=in-progress&q=acme%2C+%28uk%29&page=3')
    expect(inboxViewFrom(inboxViewSearch(view))).toEqual(view)
    expect(inboxViewSearch({ filter: 'new', search: ' ', page: 1 })).toBe('')
  })

  it('reads an unknown filter as New and a page that is not a whole number from 1 as the first', () => {
    expect(inboxViewFrom('?filter=deleted&page=-2')).toEqual({ filter: 'new', search: '', page: 1 })
    expect(inboxViewFrom('?filter=spam&page=2.5')).toEqual({ filter: 'spam', search: '', page: 1 })
  })

  it('names an enquiry by ?id=', () => {
    expect(enquiryPath('a b')).toBe('/admin/enquiries/enquiry/?id=a%20b')
    expect(openedEnquiryId('?id=a%20b')).toBe('a b')
    expect(openedEnquiryId('')).toBeNull()
  })
})

describe('the search tree', () => {
  it('quotes the pattern, escaping LIKE’s characters and the tree’s quotes and backslashes', () => {
    expect(quotedValue('a"b\\c')).toBe('"a\\"b\\\\c"')
    expect(searchTree('50%_off\\')).toBe(
      ['name', 'company', 'email', 'message'].map((column) => `${column}.ilike."%50\\\\%\\\\_off\\\\\\\\%"`).join(','),
    )
    expect(searchTree('   ')).toBeNull()
  })
})

describe('contact links', () => {
  it('links an address by mailto: and a number by tel:, only when the link is safe', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com')
    expect(mailtoHref('ada@example.com?cc=x@y.z')).toBeNull()
    expect(mailtoHref('ada example.com')).toBeNull()
    expect(telHref('+44 (20) 7946-0000')).toBe('tel:+442079460000')
    expect(telHref('call me')).toBeNull()
    expect(telHref('12\u202e34')).toBeNull()
  })
})
