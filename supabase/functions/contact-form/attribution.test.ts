import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enquiry, post, site, startForm } from './__fixtures__/form.ts'
import { attributionOf, referringOrigin, sitePath } from './attribution.ts'

let harness: Awaited<ReturnType<typeof startForm>>
beforeAll(async () => {
  harness = await startForm()
})
afterAll(() => harness?.supabase.stop())
beforeEach(() => harness.reset())

const origins = ['http://127.0.0.1:*', 'https://www.axon.example']
const visit = {
  page_path: '/insights/hidden-cost-legacy-erp',
  landing_path: '/insights/hidden-cost-legacy-erp?utm_source=linkedin&utm_campaign=erp-2026',
  referrer: 'https://www.linkedin.com/feed/update/urn:li:activity:1234?trk=public',
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'erp-2026',
  utm_term: 'legacy erp',
  utm_content: 'carousel-2',
}

describe('where the visit came from', () => {
  it('is stored with the enquiry: the paths as sent, the referrer as its origin only', async () => {
    const response = await harness.form()(post(enquiry({ altcha: harness.solved(), ...visit })))
    expect(response.status).toBe(200)
    expect(await harness.stored()).toEqual([
      expect.objectContaining({
        flagged_reason: null,
        ...visit,
        referrer: 'https://www.linkedin.com',
      }),
    ])
  })

  it('drops each value that breaks a rule and keeps the rest and the enquiry, as the visitor never typed them', async () => {
    const response = await harness.form()(
      post(
        enquiry({
          altcha: harness.solved(),
          page_path: 'https://evil.example/contact',
          landing_path: `/${'a'.repeat(500)}`,
          referrer: 'javascript:alert(1)',
          utm_source: 'news\u001b[2Kletter',
          utm_medium: 'x'.repeat(201),
          utm_campaign: 'spring\u202elaunch',
          utm_term: 42,
          utm_content: 'kept',
        }),
      ),
    )
    expect(response.status).toBe(200)
    expect(await harness.stored()).toEqual([
      expect.objectContaining({
        name: 'Priya Raman',
        page_path: null,
        landing_path: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: 'kept',
      }),
    ])
  })

  it('is read from the Referer header for a form posted without JavaScript, when it names a page of the site', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', referer: `${site}/contact?from=nav` }
    const sent = await harness.form()(post({ ...enquiry(), fill_ms: '' }, headers))
    expect(sent.headers.get('location')).toBe(`${site}/contact/thank-you/`)
    const elsewhere = await harness.form()(
      post({ ...enquiry(), email: 'other@example.com' }, { ...headers, referer: 'https://evil.example/contact' }),
    )
    expect(elsewhere.status).toBe(303)
    expect((await harness.stored()).map((row) => row.page_path)).toEqual(['/contact?from=nav', null])
  })
})

describe('the rules', () => {
  it.each([
    ['/contact', '/contact'],
    ['  /insights?q=erp  ', '/insights?q=erp'],
    ['/contact#form', '/contact'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['contact', undefined],
    ['/with space', undefined],
    ['/tab\there', undefined],
    [`/${'a'.repeat(499)}`, `/${'a'.repeat(499)}`],
    [`/${'a'.repeat(500)}`, undefined],
    [['/contact'], undefined],
  ])('a site path %j is kept as %j', (value, kept) => {
    expect(sitePath(value)).toBe(kept)
  })

  it.each([
    ['https://www.google.com/search?q=axon', 'https://www.google.com'],
    ['http://news.example:8080/a', 'http://news.example:8080'],
    ['ftp://files.example/x', undefined],
    ['data:text/html,hi', undefined],
    ['not a url', undefined],
    [`https://${'a'.repeat(290)}.example/`, undefined],
  ])('a referrer %j is kept as %j', (value, kept) => {
    expect(referringOrigin(value)).toBe(kept)
  })

  it('leaves out what is absent or empty, so it is stored as null', () => {
    expect(attributionOf({ utm_source: '', page_path: '   ' }, null, origins)).toEqual({})
    expect(attributionOf({}, 'https://www.axon.example/', origins)).toEqual({})
  })
})
