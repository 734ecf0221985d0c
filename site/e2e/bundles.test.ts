import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { expect, inject, it } from 'vitest'
import { staticImports } from '../../scripts/bench/lib.ts'

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
