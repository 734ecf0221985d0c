import { existsSync } from 'node:fs'
import { installDebianPackages } from './debian-package.ts'

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

/** The Chromium binary the browser tests drive: $CHROMIUM_PATH, or the first one installed. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return candidates.find((path) => existsSync(path))
}

/**
 * Makes sure Chromium is installed. As root on Debian it installs the distribution's package;
 * otherwise it explains what to install.
 */
export async function ensureChromium(): Promise<string> {
  const found = findChromium()
  if (found) return found
  if (process.env.CHROMIUM_PATH)
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`)
  await installDebianPackages({
    missing: 'The browser tests need Chromium, and none is installed.',
    packages: ['chromium'],
    otherwise: 'set CHROMIUM_PATH to a Chromium or Chrome binary',
  })
  const installed = findChromium()
  if (!installed) throw new Error('apt-get installed chromium, but no Chromium binary was found afterwards.')
  return installed
}
