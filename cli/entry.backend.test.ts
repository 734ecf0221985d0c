import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'

// The real command, as CI runs it: `npx axon-blog … --json | consumer`.

const entry = resolve(import.meta.dirname, 'axon-blog.js')
const files = 300
let cwd: string

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'axon-blog-pipe-'))
  mkdirSync(join(cwd, 'content'))
  // Three problems each, so `validate --json` prints far more than a pipe holds (64 KB).
  for (let i = 0; i < files; i++)
    writeFileSync(
      join(cwd, 'content', `post-${i}.md`),
      `---\ntitle: Title ${i}\nslug: wrong\ncategory: nope\n---\n\nBody.\n`,
    )
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

it(
  'writes all of its --json output to a reader that is slower than the command, and still exits 1',
  { timeout: 60_000 },
  async () => {
    const child = spawn(process.execPath, [entry, 'validate', '--json'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    })
    const exited = once(child, 'exit') as Promise<[number | null]>
    child.stdout.pause()
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    // The reader starts only once the command has said its last word (the summary on stderr) and has
    // exited or waits for the reader: whatever it has not handed over by then must not be lost.
    await new Promise<void>((done) => child.stderr.on('data', () => stderr.includes('hint') && done()))
    await Promise.race([exited, new Promise((wait) => setTimeout(wait, 500))])
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    const ended = once(child.stdout, 'end')
    child.stdout.resume()
    const [[code]] = await Promise.all([exited, ended])
    const output = Buffer.concat(chunks).toString('utf8')
    expect(output.length).toBeGreaterThan(128 * 1024)
    const parsed = JSON.parse(output) as { valid: string[]; problems: unknown[] }
    expect([parsed.valid.length, parsed.problems.length, code]).toEqual([0, 3 * files, 1])
    expect(stderr).toContain(`error ${3 * files} problems in ${files} of ${files} posts.`)
  },
)
