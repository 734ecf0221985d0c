import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { placeholder, unfilledPlaceholders } from '../../site/lib/placeholders.ts'
import { site } from '../../site/site.config.ts'
import { buildSite, checkPlaceholders } from './build.ts'

it('finds every placeholder still in a configuration, with each place it appears', () => {
  const name = placeholder('Someone To Name')
  const config = {
    name: 'Filled In Ltd',
    founder: { name, role: 'Founder' },
    leadership: [
      { id: 'founder', name },
      { id: 'cto', name: 'A Real Person' },
    ],
    email: { contact: placeholder('hello@placeholder.example') },
  }
  expect(unfilledPlaceholders(config)).toEqual([
    { value: 'Someone To Name', paths: ['founder.name', 'leadership[0].name'] },
    { value: 'hello@placeholder.example', paths: ['email.contact'] },
  ])
  expect(unfilledPlaceholders({ ...config, founder: { name: 'Jo Bloggs' }, leadership: [], email: {} })).toEqual([])
})

it('refuses to build a site to deploy while the configuration holds one, before building anything', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'axon-deploy-'))
  try {
    const refused = buildSite({ deploy: true, offline: true, outDir })
    await expect(refused).rejects.toThrow(
      /^The site cannot be deployed: site\/site\.config\.ts still holds \d+ placeholders/,
    )
    const message = await refused.catch((error: Error) => error.message)
    expect(message).toContain(
      `"${site.founder.name}": founder.name, authors.founder.name, leadership[0].name in site/site.config.ts`,
    )
    expect(message).toContain(`"${site.email.contact}": email.contact in site/site.config.ts`)
    expect(message).toContain(`"${site.legal.governingLaw}": legal.governingLaw in site/site.config.ts`)
    expect(message).toMatch(
      /Replace each placeholder\('…'\) call there with the real value, commit, and deploy again\.$/,
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})

it('lists them as a warning for any other build, and says nothing once all are filled in', () => {
  const warnings: string[] = []
  checkPlaceholders({ warn: (message) => warnings.push(message) })
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toMatch(
    /^Note: site\/site\.config\.ts still holds \d+ placeholders; the deploy refuses to publish/,
  )
  expect(warnings[0]).toContain(`"${site.url}": url in site/site.config.ts`)

  const filled = { ...site, url: 'https://www.axon.example', founder: { name: 'Jo Bloggs' } }
  const remaining = unfilledPlaceholders(filled).map((unfilled) => unfilled.value)
  expect(remaining).not.toContain(site.url)
  expect(() => checkPlaceholders({ deploy: true, warn: () => {} }, { name: 'Filled In Ltd' })).not.toThrow()
})
