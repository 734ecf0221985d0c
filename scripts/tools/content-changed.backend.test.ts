import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { readBuildInfo } from '../build/build-info.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import { listen } from '../serve/static-server.ts'
import { checkContent, contentChanged } from './content-changed.ts'

/** What the stand-in for the deployed site answers for any path, and the paths it was asked for. */
let answer = { status: 200, body: '' }
const asked: URL[] = []
const site = createServer((request, response) => {
  asked.push(new URL(request.url ?? '/', 'http://site'))
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
})

let local: LocalSupabase
let siteUrl = ''
let env: NodeJS.ProcessEnv = {}
const dir = mkdtempSync(join(tmpdir(), 'content-changed-'))

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: {} })
  await seedPostsIfEmpty(local.url)
  siteUrl = await listen(site, 0)
  env = { SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey }
})
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()))
  await local.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** The site as deployed by a build made from the backend's content as it is now. */
async function deployedNow(): Promise<void> {
  answer = { status: 200, body: JSON.stringify(await readBuildInfo(env, () => new Date('2026-05-04T03:02:01.000Z'))) }
}

describe('checking the deployed site against the backend', () => {
  it('finds nothing to deploy when the site was built from the content the backend holds now', async () => {
    await deployedNow()
    const check = await checkContent({ siteUrl, env })
    expect(check.changed).toBe(false)
    expect(check.summary).toMatch(
      /^Deployed fingerprint [0-9a-f]{12}… \(built 2026-05-04T03:02:01\.000Z\); backend now [0-9a-f]{12}…: unchanged: nothing to deploy$/,
    )
  })

  it('deploys once a published post has changed since the build', async () => {
    await deployedNow()
    await local.db.query(
      "update public.blog_posts set updated_at = updated_at + interval '1 minute' where slug = 'api-first-integration'",
    )
    const check = await checkContent({ siteUrl, env })
    expect(check.changed).toBe(true)
    expect(check.summary).toMatch(/: deploying$/)
  })

  it('deploys when the site has no build.json yet', async () => {
    answer = { status: 404, body: '<h1>Not found</h1>' }
    const check = await checkContent({ siteUrl, env })
    expect(check).toEqual({
      changed: true,
      summary: expect.stringMatching(
        new RegExp(`^The deployed ${siteUrl}/build.json answered HTTP 404; backend now [0-9a-f]{12}…: deploying$`),
      ),
    })
  })

  it.each([
    ['is not JSON', '{"builtAt": "2026-05-04T03:02:01.000Z", "finger'],
    [
      'is JSON of another shape',
      JSON.stringify({ builtAt: '2026-05-04T03:02:01.000Z', fingerprint: 'abc', posts: {} }),
    ],
  ])('deploys when the deployed build.json %s', async (_, body) => {
    answer = { status: 200, body }
    expect((await checkContent({ siteUrl, env })).changed).toBe(true)
  })

  it('asks for build.json under the site address, past any cache', async () => {
    await deployedNow()
    asked.length = 0
    await checkContent({ siteUrl: `${siteUrl}/axon/`, env, now: () => new Date(1_000) })
    await checkContent({ siteUrl: `${siteUrl}/axon`, env, now: () => new Date(2_000) })
    expect(asked.map((url) => url.pathname + url.search)).toEqual([
      '/axon/build.json?checked=1000',
      '/axon/build.json?checked=2000',
    ])
  })
})

describe('the command the workflow runs', () => {
  it('writes changed=true or changed=false to the step outputs and a line to the log', async () => {
    const outputs = join(dir, 'github-output')
    const lines: string[] = []
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(`error: ${line}`) }
    await deployedNow()
    expect(await contentChanged([siteUrl], { ...env, GITHUB_OUTPUT: outputs }, io)).toBe(0)
    answer = { status: 404, body: '' }
    expect(await contentChanged([], { ...env, SITE_URL: siteUrl, GITHUB_OUTPUT: outputs }, io)).toBe(0)
    expect(readFileSync(outputs, 'utf8')).toBe('changed=false\nchanged=true\n')
    expect(lines).toEqual([
      expect.stringMatching(/unchanged: nothing to deploy$/),
      expect.stringMatching(/HTTP 404; .*: deploying$/),
    ])
  })

  it('prints the outcome when there are no step outputs to write', async () => {
    const lines: string[] = []
    answer = { status: 404, body: '' }
    expect(
      await contentChanged([siteUrl], env, { out: (line) => lines.push(line), err: (line) => lines.push(line) }),
    ).toBe(0)
    expect(lines.at(-1)).toBe('changed=true')
  })

  it('refuses to run without a site address', async () => {
    const errors: string[] = []
    expect(await contentChanged([''], {}, { out: () => {}, err: (line) => errors.push(line) })).toBe(2)
    expect(errors).toEqual([expect.stringContaining('Usage: npx tsx scripts/tools/content-changed.ts <site URL>')])
  })
})
