// Where the islands' build (vite.islands.config.ts) puts its files, and what the pages' build reads
// from it: each island's entry script, by name.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The islands' own output folder, beside the site's client/ and server/ builds. */
export const islandsOutDir = (outDir: string): string => join(outDir, 'islands')

interface ManifestEntry {
  file: string
  isEntry?: boolean
  name?: string
  src?: string
}

/**
 * Each island's built script (relative to the site's root), by its name under site/islands/; empty when
 * the islands have not been built (the development server serves their sources instead).
 */
export function islandScripts(outDir: string): Record<string, string> {
  const path = join(islandsOutDir(outDir), '.vite', 'manifest.json')
  if (!existsSync(path)) return {}
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>
  return Object.fromEntries(
    Object.values(manifest)
      .filter((entry) => entry.isEntry && entry.src?.startsWith('site/islands/'))
      .map((entry) => [entry.src!.slice('site/islands/'.length).replace(/\.ts$/, ''), entry.file]),
  )
}
