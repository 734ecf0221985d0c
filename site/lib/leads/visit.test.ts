import { describe, expect, it } from 'vitest'
import { enquiryOrigin, formPagePath, readVisit, utmFields, visitKey, visitScript } from './visit.ts'

/** A tab's sessionStorage: one per visit. */
function tabStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    items,
  }
}

type TabStorage = ReturnType<typeof tabStorage>

/** Runs the page's inline script as the browser would on `address`, opened from `referrer`. */
function openPage(storage: Pick<Storage, 'getItem' | 'setItem'>, address: string, referrer = '') {
  const { href, pathname, search, origin } = new URL(address)
  const run = new Function('sessionStorage', 'location', 'document', visitScript) as (...args: unknown[]) => void
  run(storage, { href, pathname, search, origin }, { referrer })
}

const stored = (storage: TabStorage) => JSON.parse(storage.items.get(visitKey) ?? 'null') as unknown

describe('the inline script', () => {
  it('stays small enough to cost a page nothing', () => {
    expect(new TextEncoder().encode(visitScript).length).toBeLessThan(400)
  })

  it('keeps the landing page with its query and the campaign tags of its address', () => {
    const storage = tabStorage()
    openPage(
      storage,
      'https://axon.example/insights/erp?utm_source=newsletter&utm_campaign=autumn&ref=x',
      'https://mail.example.com/inbox/123?id=9',
    )
    expect(stored(storage)).toEqual({
      landing: '/insights/erp?utm_source=newsletter&utm_campaign=autumn&ref=x',
      referrer: 'https://mail.example.com',
      utm: { utm_source: 'newsletter', utm_campaign: 'autumn' },
    })
  })

  it('leaves the first page of the visit in place on the pages after it', () => {
    const storage = tabStorage()
    openPage(storage, 'https://axon.example/solutions?utm_medium=social', 'https://www.linkedin.com/')
    const first = stored(storage)
    openPage(storage, 'https://axon.example/contact?utm_source=other', 'https://axon.example/solutions')
    expect(stored(storage)).toEqual(first)
  })

  it('keeps no referrer when the visit starts from a page of this site', () => {
    const storage = tabStorage()
    openPage(storage, 'https://axon.example/contact', 'https://axon.example/insights/erp')
    expect(stored(storage)).toEqual({ landing: '/contact', referrer: '', utm: {} })
  })

  it('reads each of the five campaign tags, under the key the form reads', () => {
    const storage = tabStorage()
    const tags = Object.fromEntries(utmFields.map((name) => [name, `${name} value`]))
    openPage(storage, `https://axon.example/?${new URLSearchParams({ ...tags, utm_id: '7' })}`)
    expect(readVisit(storage)).toEqual({ landing_path: expect.any(String), ...tags })
  })

  it('trims a long address and long tags to what the function keeps', () => {
    const storage = tabStorage()
    openPage(storage, `https://axon.example/a?utm_term=${'t'.repeat(300)}&pad=${'p'.repeat(600)}`)
    const visit = stored(storage) as { landing: string; utm: { utm_term: string } }
    expect([visit.landing.length, visit.utm.utm_term.length]).toEqual([500, 200])
  })

  it('keeps nothing, and breaks nothing, when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {},
    }
    expect(() => openPage(blocked, 'https://axon.example/')).not.toThrow()
  })
})

describe('readVisit', () => {
  const withVisit = (visit: unknown) => ({ getItem: () => JSON.stringify(visit) })

  it('gives the form the visit as fields, with the path in the form the site links to', () => {
    const storage = tabStorage()
    openPage(
      storage,
      'https://axon.example/insights/erp/?utm_source=newsletter&utm_campaign=autumn',
      'https://www.google.com/',
    )
    expect(readVisit(storage)).toEqual({
      landing_path: '/insights/erp?utm_source=newsletter&utm_campaign=autumn',
      referrer: 'https://www.google.com',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    })
  })

  it('is empty when the visit was not noted, or the note is not JSON', () => {
    expect(readVisit(tabStorage())).toEqual({})
    expect(readVisit({ getItem: () => '{not json' })).toEqual({})
  })

  it('drops what the function would refuse: a referrer that is no web origin, a path off the site, invisible characters', () => {
    expect(
      readVisit(
        withVisit({
          landing: 'https://elsewhere.example/',
          referrer: 'null',
          utm: { utm_source: 'news\u202Eletter\u0000', utm_medium: 42, utm_term: '   ' },
        }),
      ),
    ).toEqual({ utm_source: 'newsletter' })
    expect(readVisit(withVisit({ landing: '/', referrer: 'android-app://com.google.android.gm' }))).toEqual({
      landing_path: '/',
    })
  })
})

describe('formPagePath', () => {
  const here = { origin: 'https://axon.example', pathname: '/contact/' }

  it('counts the enquiry against the page of this site the visitor came to the form from', () => {
    expect(formPagePath('https://axon.example/insights/erp/', here)).toBe('/insights/erp')
  })

  it('is the form’s own page when the visitor came from another site, straight to it, or from the form’s pages', () => {
    expect(formPagePath('https://www.google.com/', here)).toBe('/contact')
    expect(formPagePath('', here)).toBe('/contact')
    expect(formPagePath('https://axon.example/contact/thank-you', here)).toBe('/contact')
    expect(formPagePath('https://axon.example/contact', here)).toBe('/contact')
  })
})

describe('enquiryOrigin', () => {
  const location = { origin: 'https://axon.example', pathname: '/contact' }

  it('sends the page the form was opened from and the visit', () => {
    const sessionStorage = tabStorage()
    openPage(sessionStorage, 'https://axon.example/?utm_source=newsletter')
    expect(
      enquiryOrigin({ sessionStorage, document: { referrer: 'https://axon.example/about' }, location } as never),
    ).toEqual({ page_path: '/about', landing_path: '/?utm_source=newsletter', utm_source: 'newsletter' })
  })

  it('still sends the page when storage is blocked', () => {
    const page = { document: { referrer: '' }, location }
    Object.defineProperty(page, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(enquiryOrigin(page as never)).toEqual({ page_path: '/contact' })
  })
})
