import { describe, expect, it } from 'vitest'
import { DispatchRefused, githubDispatcher, hookDispatcher } from './dispatch.ts'

const failing = (error: unknown) => (async () => Promise.reject(error)) as unknown as typeof fetch
const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as DispatchRefused,
  )

describe('a dispatch that cannot be sent', () => {
  it('names only the host of a deploy hook whose address the runtime quotes, as Deno’s fetch does', async () => {
    const quoted = new TypeError(
      'error sending request for url (https://api.netlify.com/build_hooks/abc123secret?trigger_title=x): connection refused',
    )
    const refused = await refusal(
      hookDispatcher('https://api.netlify.com/build_hooks/abc123secret', failing(quoted))('2026-12-14T09:00:00.000Z'),
    )
    expect(refused).toBeInstanceOf(DispatchRefused)
    expect(refused?.message).toBe(
      'The deploy hook at api.netlify.com could not be reached (error sending request for url (api.netlify.com): connection refused). Try again in a few minutes.',
    )
    expect(refused?.upstreamStatus).toBeUndefined()
  })

  it('says how long it waited when the host did not answer, and never shows the token', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    const refused = await refusal(
      githubDispatcher(
        { kind: 'github', repository: 'axon/website', token: 'ghp_secret', apiUrl: 'https://api.github.com' },
        failing(timeout),
      )('2026-12-14T09:00:00.000Z'),
    )
    expect(refused?.message).toBe('GitHub could not be reached (no answer within 10 s). Try again in a few minutes.')
    expect(refused?.message).not.toContain('ghp_secret')
  })

  it('keeps control characters in what GitHub says out of the message', async () => {
    const answer = (async () =>
      Response.json({ message: 'Not Found\u001b[2K\u202e' }, { status: 404 })) as unknown as typeof fetch
    const refused = await refusal(
      githubDispatcher(
        { kind: 'github', repository: 'axon/website', token: 't', apiUrl: 'https://api.github.com' },
        answer,
      )('2026-12-14T09:00:00.000Z'),
    )
    expect(refused?.message).toMatch(
      /^GitHub refused to start the deploy of axon\/website \(HTTP 404: Not Found \[2K\)\. Check that REBUILD_GITHUB_REPOSITORY names/,
    )
    expect(refused?.upstreamStatus).toBe(404)
  })
})
