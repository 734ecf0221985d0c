// The build-time race of "Lighter than Astro": the same generated posts built cold by Astro (the
// harness's setup.sh) and by the project (`npm run build -- --offline` on a scratch copy of it, so the
// project's own dist/ and content/ are never touched), taking turns so both meet the same machine.
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { buildAstro, generatePosts, type Harness } from './bench-astro.ts'
import type { BuildTimes } from './bench-goals.ts'
import { runCaptured } from './bench-process.ts'

export interface BuildTimeResult extends BuildTimes {
  astroPages: number
  projectPages: number
}

// What a scratch copy leaves out: installed packages (linked instead), build output, local data, and
// content/, which the generated posts replace.
const notCopied = new Set(['node_modules', 'dist', '.git', '.data', 'content', 'coverage', 'test-results'])

/** What a build keeps between builds, in node_modules/.cache: the share images it drew, by what they show. */
const buildCaches = ['axon-share-images']

/**
 * Copies the project to `dest` with `posts` as its content/. Its node_modules links each installed
 * package rather than copying it, beside a .cache of its own: what a build keeps there (buildCaches)
 * starts empty, and only the stand-in's saved empty database, made from the migrations alone, comes along.
 */
export function scratchCopy(root: string, dest: string, posts: string): void {
  cpSync(root, dest, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(root, source).split(sep)[0] ?? ''),
  })
  const packages = join(root, 'node_modules')
  mkdirSync(join(dest, 'node_modules', '.cache'), { recursive: true })
  for (const entry of readdirSync(packages))
    if (entry !== '.cache') symlinkSync(join(packages, entry), join(dest, 'node_modules', entry))
  const emptyDatabase = join(packages, '.cache', 'supabase-local')
  if (existsSync(emptyDatabase))
    cpSync(emptyDatabase, join(dest, 'node_modules', '.cache', 'supabase-local'), { recursive: true })
  cpSync(posts, join(dest, 'content'), { recursive: true })
}

const htmlPages = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length

/** Times `repeat` cold builds of `posts` generated posts on each side. */
export async function benchBuildTimes({
  root,
  harness,
  posts = 200,
  repeat = 3,
  progress = () => {},
}: {
  root: string
  harness: Harness
  posts?: number
  repeat?: number
  progress?: (line: string) => void
}): Promise<BuildTimeResult> {
  const work = mkdtempSync(join(tmpdir(), 'axon-bench-build-'))
  try {
    // gen-posts.mjs reads every *.md of its source, and content/README.md is no post.
    const sources = join(work, 'sources')
    mkdirSync(sources)
    for (const file of readdirSync(join(root, 'content')))
      if (file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
        copyFileSync(join(root, 'content', file), join(sources, file))
    const generated = join(work, 'posts')
    await generatePosts(harness, sources, generated, posts)
    const site = join(work, 'site')
    scratchCopy(root, site, generated)

    const result: BuildTimeResult = { posts, astroMs: [], projectMs: [], astroPages: 0, projectPages: 0 }
    const astro = async () => {
      const { ms, pages } = await buildAstro(harness, { root, contentDir: generated, outDir: join(work, 'astro-dist') })
      result.astroMs.push(ms)
      result.astroPages = pages
      return ms
    }
    const project = async () => {
      // A cold build, as Astro's is without its content cache: no output left from the last one and no
      // share images kept to copy. (The stand-in's saved empty database stays: it is made once per
      // migration change, not per build.)
      rmSync(join(site, 'dist'), { recursive: true, force: true })
      for (const cache of buildCaches)
        rmSync(join(site, 'node_modules', '.cache', cache), { recursive: true, force: true })
      const { ms } = await runCaptured('npm', ['run', 'build', '--', '--offline'], { cwd: site, stderr: () => {} })
      result.projectMs.push(ms)
      result.projectPages = htmlPages(join(site, 'dist', 'client'))
      return ms
    }
    for (let run = 1; run <= repeat; run++) {
      // Alternate who goes first, so neither side always meets the machine warmed by the other.
      const order =
        run % 2
          ? ([
              ['astro', astro],
              ['project', project],
            ] as const)
          : ([
              ['project', project],
              ['astro', astro],
            ] as const)
      for (const [side, build] of order)
        progress(`build time ${run}/${repeat}: ${side} ${((await build()) / 1000).toFixed(2)} s`)
    }
    return result
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
