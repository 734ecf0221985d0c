import { existsSync } from 'node:fs'
import { installDebianPackages } from './debian-package.ts'

// Debian's Firefox is the ESR; a Firefox installed by hand is usually the plain name.
const candidates = ['/usr/bin/firefox-esr', '/usr/bin/firefox']

/** The Firefox binary the Firefox browser tests drive: $FIREFOX_PATH, or the first one installed. */
export function findFirefox(): string | undefined {
  const fromEnv = process.env.FIREFOX_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return candidates.find((path) => existsSync(path))
}

/**
 * Makes sure Firefox is installed. As root on Debian it installs the distribution's firefox-esr;
 * otherwise it explains what to install.
 */
export async function ensureFirefox(): Promise<string> {
  const found = findFirefox()
  if (found) return found
  if (process.env.FIREFOX_PATH)
    throw new Error(`FIREFOX_PATH is set to ${process.env.FIREFOX_PATH}, but no file is there.`)
  await installDebianPackages({
    missing: 'The Firefox browser tests need Firefox, and none is installed.',
    packages: ['firefox-esr'],
    otherwise: 'set FIREFOX_PATH to a Firefox binary',
  })
  const installed = findFirefox()
  if (!installed) throw new Error('apt-get installed firefox-esr, but no Firefox binary was found afterwards.')
  return installed
}
