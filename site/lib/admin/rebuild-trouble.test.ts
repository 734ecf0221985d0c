import { describe, expect, it } from 'vitest'
import { githubDispatcher, hookDispatcher } from '../../../supabase/functions/request-rebuild/dispatch.ts'
import { messages } from '../../../supabase/functions/request-rebuild/handler.ts'
import { notSetUp, readSettings } from '../../../supabase/functions/request-rebuild/settings.ts'
import { rebuildTrouble } from './rebuild-trouble.ts'

// The messages are the function's and the admin call's own, so a change of their wording shows here.
const github = { kind: 'github', repository: 'axon/website', token: 't', apiUrl: 'https://api.github.com' } as const
const answering = (status: number) => (async () => Response.json({ message: 'No' }, { status })) as typeof fetch
const failing = (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch
const refusal = async (send: Promise<void>) =>
  send.then(
    () => '',
    (error: Error) => error.message,
  )
const settingsProblems = (env: Record<string, string>) => {
  const { target } = readSettings((name) => env[name])
  return target.ok ? [] : target.problems
}

describe('rebuildTrouble', () => {
  it('reads every way rebuilds are not set up as something only whoever runs the site can fix', () => {
    const unset = [
      notSetUp,
      ...settingsProblems({ REBUILD_GITHUB_REPOSITORY: 'axon/website' }),
      ...settingsProblems({ REBUILD_GITHUB_TOKEN: 't' }),
      ...settingsProblems({ REBUILD_HOOK_URL: 'https://hooks.example.com/x', REBUILD_GITHUB_TOKEN: 't' }),
      'The request-rebuild function cannot run: SUPABASE_URL is not set.',
      'The backend has no request-rebuild function yet: deploy it with `supabase functions deploy request-rebuild`.',
    ]
    expect(unset).toHaveLength(6)
    for (const message of unset) expect(rebuildTrouble(message), message).toEqual({ kind: 'not-set-up' })
  })

  it('reads a host that turns the rebuild down by its status, and one that fails by itself as worth another try', async () => {
    expect(rebuildTrouble(await refusal(githubDispatcher(github, answering(401))('now')))).toEqual({
      kind: 'host-refused',
      status: 401,
    })
    expect(rebuildTrouble(await refusal(hookDispatcher('https://hooks.example.com/x', answering(404))('now')))).toEqual(
      { kind: 'host-refused', status: 404 },
    )
    expect(rebuildTrouble(await refusal(githubDispatcher(github, answering(503))('now')))).toEqual({
      kind: 'try-again',
    })
    expect(rebuildTrouble(await refusal(githubDispatcher(github, failing)('now')))).toEqual({ kind: 'try-again' })
  })

  it('tells a missing sign-in and a passing failure apart from the rest', () => {
    expect(rebuildTrouble(messages.signIn)).toEqual({ kind: 'sign-in' })
    expect(rebuildTrouble(messages.notStaff)).toEqual({ kind: 'sign-in' })
    expect(rebuildTrouble(messages.failed)).toEqual({ kind: 'try-again' })
    expect(rebuildTrouble('The backend could not be reached. Check your connection and try again.')).toEqual({
      kind: 'try-again',
    })
    expect(rebuildTrouble('The backend answered HTTP 502. Try again in a moment.')).toEqual({ kind: 'try-again' })
    expect(rebuildTrouble('Something new went wrong.')).toEqual({ kind: 'other' })
  })
})
