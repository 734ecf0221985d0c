import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.ts'

const launcher = fileURLToPath(new URL('chromium.sh', import.meta.url))
const ourFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI']

describe('chromium.sh, the tests’ way into Chromium', () => {
  let folder: string
  let echo: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'axon-chromium-'))
    // A stand-in for Chromium that prints the arguments it was given, one per line.
    echo = join(folder, 'chromium')
    writeFileSync(echo, '#!/bin/sh\nprintf "%s\\n" "$@"\n')
    chmodSync(echo, 0o755)
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const run = (args: string[]): string[] =>
    execFileSync(launcher, args, { env: { ...process.env, AXON_CHROMIUM: echo }, encoding: 'utf8' })
      .split('\n')
      .slice(0, -1)

  it('passes one --disable-features holding every list given and its own, and every other argument as it came', () => {
    const args = run([
      '--disable-features=MediaRouter,PaintHolding',
      '--enable-crash-reporter=,built on Debian GNU/Linux',
      '--disable-features=Translate',
      '',
      '--user-data-dir=/tmp/a profile',
    ])
    const lists = args.filter((arg) => arg.startsWith('--disable-features='))
    expect(lists.map((list) => list.slice('--disable-features='.length).split(',').sort())).toEqual([
      ['MediaRouter', 'PaintHolding', 'Translate', ...ourFeatures].sort(),
    ])
    expect(args.filter((arg) => !arg.startsWith('--disable-features='))).toEqual([
      '--enable-crash-reporter=,built on Debian GNU/Linux',
      '',
      '--user-data-dir=/tmp/a profile',
    ])
  })

  it('says what is missing when it is not told which Chromium to run', () => {
    const { AXON_CHROMIUM: _, ...env } = process.env
    expect(() => execFileSync(launcher, [], { env, encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /AXON_CHROMIUM must name the Chromium binary/,
    )
  })
})

describe('the Chromium the browser tests drive', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('opens a page without Chrome’s own address-bar pages beside it', async () => {
    const page = await browser.newPage()
    try {
      await page.goto('data:text/html,<p>One page</p>')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([])
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual([
        'data:text/html,<p>One page</p>',
      ])
    } finally {
      await page.context().close()
    }
  })
})
