import { existsSync } from 'node:fs'
import { run } from './run.ts'

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
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The browser tests need Chromium, and none is installed.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    )
  }
  console.error('Chromium is not installed: installing the Debian package (apt-get install chromium)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update', '-qq'], { env })
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env })
  const installed = findChromium()
  if (!installed) throw new Error('apt-get installed chromium, but no Chromium binary was found afterwards.')
  return installed
}
