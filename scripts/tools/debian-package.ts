import { existsSync } from 'node:fs'
import { run } from './run.ts'

/** Thrown where packages cannot be installed for the person: not root, or not a Debian-like system. */
export class CannotInstallError extends Error {}

export interface MissingPackages {
  /** What is missing and what needs it, as a sentence. */
  missing: string
  /** The Debian packages that provide it. */
  packages: readonly string[]
  /** The other way out, completing "…, or ", e.g. "set CHROMIUM_PATH to a Chromium binary". */
  otherwise: string
}

let listsUpdated = false

/**
 * Installs Debian packages when running as root on a system with apt-get; elsewhere throws a
 * CannotInstallError that says what to install.
 */
export async function installDebianPackages({ missing, packages, otherwise }: MissingPackages): Promise<void> {
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new CannotInstallError(
      `${missing}\nInstall ${packages.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}), ` +
        `or ${otherwise}, then run npm test again.`,
    )
  }
  console.error(`${missing} Installing: apt-get install ${packages.join(' ')}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!listsUpdated) await run('apt-get', ['update', '-qq'], { env })
  listsUpdated = true
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })
}
