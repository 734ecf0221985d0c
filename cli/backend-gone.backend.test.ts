import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createServiceClient } from '../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/index.ts'
import { postSource } from './__fixtures__/harness.ts'
import { publishCommand } from './commands/publish.ts'
import { uploadCommand } from './commands/upload.ts'
import type { CliContext } from './context.ts'
import { CliError } from './errors.ts'

// The backend is a real server on a free port, stopped for good the moment the CLI first turns to
// storage: every request after that finds nobody listening, as when `npm start` is ended mid-publish.

let supabase: LocalSupabase
let stopped: Promise<void> | undefined
let cwd: string
let context: CliContext

beforeEach(async () => {
  supabase = await startLocalSupabase({ port: 0, functions: {} })
  stopped = undefined
  const dying: typeof fetch = async (input, init) => {
    if (String(input).includes('/storage/v1/')) await (stopped ??= supabase.stop())
    return fetch(input, init)
  }
  cwd = mkdtempSync(join(tmpdir(), 'axon-blog-gone-'))
  mkdirSync(join(cwd, 'content', 'images'), { recursive: true })
  writeFileSync(
    join(cwd, 'content', 'images', 'cover.png'),
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
  )
  const client = createServiceClient({ url: supabase.url, key: supabase.serviceRoleKey }, { fetch: dying })
  context = { cwd, client: async () => client, fetch: dying, now: () => new Date(), out: () => {}, err: () => {} }
})
afterEach(async () => {
  await (stopped ?? supabase.stop())
  rmSync(cwd, { recursive: true, force: true })
})

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (error instanceof CliError) return error
  throw new Error(`expected a CliError, got ${String(error)}`)
}

it('publish names the post, the step and what to do when the backend dies during an image upload', async () => {
  writeFileSync(join(cwd, 'content', 'a-first-post.md'), postSource('a-first-post'))
  writeFileSync(
    join(cwd, 'content', 'with-cover.md'),
    postSource('with-cover', { featured_image: 'images/cover.png', featured_image_alt: 'A cover' }),
  )
  const error = await failure(publishCommand({ files: [], all: true }, context))
  expect(error.message).toBe(
    'Publishing content/with-cover.md: uploading its featured image content/images/cover.png failed: the backend did not answer (fetch failed).',
  )
  expect(error.hint).toBe(
    'Check that the backend is running (npm start for the local stand-in, or the Supabase project SUPABASE_URL names) and run the same command again: posts before it are live.',
  )
})

it('upload names the image and what to do when the backend is gone', async () => {
  const error = await failure(uploadCommand({ image: 'content/images/cover.png' }, context))
  expect(error.message).toBe('Uploading content/images/cover.png failed: the backend did not answer (fetch failed).')
  expect(error.hint).toMatch(/^Check that the backend is running .* and run the same command again\.$/)
})
