import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { expect, inject, it } from 'vitest'
import { compareBytes, goals } from '../../scripts/bench/goals.ts'
import { staticImports } from '../../scripts/bench/lib.ts'
import { measureSite } from '../../scripts/bench/site.ts'

// Two chunks that import each other can run one before the other is ready (React still undefined, say),
// and every page that loads them stops working; the bundler makes such loops when a module every page
// needs ends up grouped with one page's own code.
it('builds scripts that never import each other in a loop', () => {
  const assets = join(inject('clientDir'), 'assets')
  const files = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  const importsOf = new Map(
    files.map((file) => [
      file,
      staticImports(readFileSync(join(assets, file), 'utf8')).map((target) => posix.join(posix.dirname(file), target)),
    ]),
  )
  const loops: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'visiting') loops.push([...path.slice(path.indexOf(file)), file].join(' → '))
    if (state.has(file)) return
    state.set(file, 'visiting')
    for (const target of importsOf.get(file) ?? []) visit(target, [...path, file])
    state.set(file, 'done')
  }
  for (const file of files) visit(file, [])
  expect(files.length).toBeGreaterThan(0)
  expect(loops).toEqual([])
})

// The budget the bench reports on (DESIGN.md, Performance principles), held here too: a few hundred bytes
// more of a library, or of code the bundler could not leave out, pass every other test.
it('keeps what each interactive public page loads of JavaScript at start within its budget', () => {
  const { pages } = measureSite(inject('clientDir'), (route) =>
    (goals.interactivePages as readonly string[]).includes(route),
  )
  const overBudget = compareBytes(pages).flatMap(({ route, failures }) =>
    failures.filter((failure) => failure.startsWith('JS')).map((failure) => `${route}: ${failure}`),
  )
  expect(pages.map((page) => page.route).sort()).toEqual([...goals.interactivePages].sort())
  expect(overBudget).toEqual([])
})
