// Imports flow one way: site/pages → site/components → site/lib, copy is data the components read,
// cli → site/lib, and the local stand-in is a backend, not a part of the site. This reads every
// import in site/, cli/, supabase/local and scripts/ and names each one against that order; in scripts/,
// the build imports neither the bench nor the local server.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** Which folders each folder may not import, and why. */
const forbidden: readonly { from: string; to: readonly string[]; why: string }[] = [
  {
    from: 'site/lib/',
    to: ['site/components/', 'site/pages/', 'site/copy/', 'supabase/local/'],
    why: 'libraries are shared with the CLI and the build, below the pages and the backend',
  },
  { from: 'site/components/', to: ['site/pages/'], why: 'components serve the pages, not the reverse' },
  { from: 'site/copy/', to: ['site/components/', 'site/pages/'], why: 'copy is typed data the components render' },
  {
    from: 'supabase/local/',
    to: ['site/lib/admin/', 'site/components/'],
    why: 'the stand-in promises what the platform does, not what the site checks',
  },
  { from: 'cli/', to: ['site/components/', 'site/pages/'], why: 'the CLI is a shell over site/lib' },
  {
    from: 'scripts/build/',
    to: ['scripts/bench/', 'scripts/serve/'],
    why: 'the shipping build stands alone: the bench and the local server use it, not the reverse',
  },
]

// Tests and their fixtures start a backend through the stand-in's public surface; nothing else is relaxed.
const backendHarness = ['supabase/local/index.ts', 'supabase/local/test-support.ts']
const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/__fixtures__/')

/** Why `file` may not import `target` (both relative to the root), or undefined when it may. */
function violation(file: string, target: string): string | undefined {
  if (isTestOnly(file) && backendHarness.includes(target)) return undefined
  const rule = forbidden.find((rule) => file.startsWith(rule.from) && rule.to.some((to) => target.startsWith(to)))
  return rule && `${file} imports ${target}: ${rule.why}`
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* sourceFiles(path)
    else if (entry.isFile() && /\.(tsx?|m?js)$/.test(entry.name)) yield path
  }
}

/** Every import of the project's own files, static, dynamic or re-exported, as [importer, imported] from the root. */
function projectImports(): [string, string][] {
  const found: [string, string][] = []
  for (const file of ['site', 'cli', 'supabase/local', 'scripts'].flatMap((folder) => [...sourceFiles(folder)])) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = fileName.startsWith('@/')
        ? `site/${fileName.slice(2)}`
        : fileName.startsWith('.')
          ? relative(root, resolve(root, dirname(file), fileName))
          : undefined
      if (target) found.push([file, target])
    }
  }
  return found
}

const imports = projectImports()

describe('the layering', () => {
  it.each([
    ['site/copy/types.ts', 'site/components/ui/icon.tsx'],
    ['site/lib/blog/queries.ts', 'site/components/post/ArticleView.tsx'],
    ['site/lib/supabase/env.test.ts', 'supabase/local/keys.ts'],
    ['supabase/local/storage.test.ts', 'site/lib/admin/editor/index.ts'],
    ['site/components/insights/PostCard.tsx', 'site/pages/insights/+Page.tsx'],
    ['cli/commands/list.ts', 'site/components/ui/icon.tsx'],
    ['scripts/build/page-css.ts', 'scripts/bench/lib.ts'],
  ])('is broken by %s importing %s', (file, target) => {
    expect(violation(file, target)).toMatch(`${file} imports ${target}: `)
  })

  it('lets a test start the stand-in, and the CLI and the stand-in use site/lib', () => {
    expect(violation('site/lib/blog/scheduled.test.ts', 'supabase/local/test-support.ts')).toBeUndefined()
    expect(violation('cli/commands/list.ts', 'site/lib/post-store/index.ts')).toBeUndefined()
    expect(violation('supabase/local/test-support.ts', 'site/lib/supabase/public.ts')).toBeUndefined()
  })

  it('reads every kind of import the tree writes: aliased, re-exported, dynamic and type-only', () => {
    expect(imports).toEqual(
      expect.arrayContaining([
        ['site/components/post/nodes/image.tsx', 'site/lib/post/href.ts'],
        ['site/lib/blog/index.ts', 'site/lib/post-store/visible.ts'],
        ['site/components/errors/ErrorContent.tsx', 'site/components/errors/LateArticle.tsx'],
        ['site/lib/post-store/reads.ts', 'site/lib/post-store/standing.ts'],
      ]),
    )
  })

  it('has no two areas of site/lib importing each other, however indirectly', () => {
    const areaOf = (path: string) => path.split('/')[2]!.replace(/\.tsx?$/, '')
    const uses = new Map<string, Set<string>>()
    for (const [file, target] of imports)
      if (file.startsWith('site/lib/') && target.startsWith('site/lib/') && !isTestOnly(file)) {
        const [from, to] = [areaOf(file), areaOf(target)]
        if (from !== to) uses.set(from, (uses.get(from) ?? new Set()).add(to))
      }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(uses.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))))
    const cycles = [...uses].flatMap(([from, tos]) =>
      [...tos].filter((to) => reaches(to, from)).map((to) => `${from} ⇄ ${to}`),
    )
    expect(cycles).toEqual([])
  })

  it('holds across site/, cli/ and supabase/local', () => {
    expect(imports.flatMap(([file, target]) => violation(file, target) ?? [])).toEqual([])
  })
})
