import type { Target } from './settings.ts'

/** Asks the host to rebuild the site; throws DispatchRefused when it will not. */
export type Dispatcher = (requestedAt: string) => Promise<void>

/** GitHub or the deploy hook refused the dispatch, or could not be reached. Its message never holds a secret. */
export class DispatchRefused extends Error {
  constructor(
    message: string,
    /** The HTTP status the host answered; undefined when it did not answer. */
    readonly upstreamStatus?: number,
  ) {
    super(message)
  }
}

const timeoutMs = 10_000

// Only printable text from a host's answer reaches a message: no control characters, at most a line.
const printable = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .slice(0, 200)

// Node's fetch says only "fetch failed" and keeps why in its cause (ECONNREFUSED, say); Deno's message
// quotes the address, and a hook's address is its secret, so any address in it keeps only its host.
const reasonOf = (error: unknown) => {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined
  const reason =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message
        : error instanceof Error
          ? error.message
          : String(error)
  return printable(
    reason.replace(/https?:\/\/[^\s)'"]+/g, (address) =>
      URL.canParse(address) ? new URL(address).host : 'the address',
    ),
  )
}

async function post(fetchImpl: typeof fetch, url: string, init: RequestInit, unreachable: string): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new DispatchRefused(`${unreachable} (${reasonOf(error)}). Try again in a few minutes.`)
  }
}

// What to check for each answer GitHub gives a dispatch it refuses.
const githubHints: Record<number, string> = {
  401: 'Check that the function secret REBUILD_GITHUB_TOKEN holds a valid token that has not expired.',
  403: 'Check that REBUILD_GITHUB_TOKEN may write the repository’s contents (a fine-grained token needs Contents: read and write).',
  404: 'Check that REBUILD_GITHUB_REPOSITORY names the repository (owner/name) and that REBUILD_GITHUB_TOKEN may see it.',
}

/** Sends a `content-changed` repository_dispatch, which the deploy-site workflow listens to. */
export function githubDispatcher(
  { repository, token, apiUrl }: Extract<Target, { kind: 'github' }>,
  fetchImpl: typeof fetch = fetch,
): Dispatcher {
  return async (requestedAt) => {
    const response = await post(
      fetchImpl,
      `${apiUrl}/repos/${repository}/dispatches`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'content-type': 'application/json',
          'user-agent': 'axon-request-rebuild',
        },
        body: JSON.stringify({ event_type: 'content-changed', client_payload: { requested_at: requestedAt } }),
      },
      'GitHub could not be reached',
    )
    if (response.ok) return void (await response.body?.cancel())
    const said = await response.json().then(
      (body: { message?: unknown }) => (typeof body?.message === 'string' ? `: ${printable(body.message)}` : ''),
      () => '',
    )
    const hint =
      githubHints[response.status] ?? 'Try again in a few minutes; if it keeps failing, check githubstatus.com.'
    throw new DispatchRefused(
      `GitHub refused to start the deploy of ${repository} (HTTP ${response.status}${said}). ${hint}`,
      response.status,
    )
  }
}

/**
 * POSTs to a host's deploy hook. A hook's address is its secret (Netlify's and Vercel's are), so
 * messages name only its host.
 */
export function hookDispatcher(url: string, fetchImpl: typeof fetch = fetch): Dispatcher {
  const host = new URL(url).host
  return async (requestedAt) => {
    const response = await post(
      fetchImpl,
      url,
      {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'content-changed', requested_at: requestedAt }),
      },
      `The deploy hook at ${host} could not be reached`,
    )
    await response.body?.cancel()
    if (!response.ok)
      throw new DispatchRefused(
        `The deploy hook at ${host} refused the rebuild (HTTP ${response.status}). Check the function secret REBUILD_HOOK_URL and the host’s deploy settings.`,
        response.status,
      )
  }
}

/** The dispatcher for a target. */
export function dispatcherFor(target: Target, fetchImpl?: typeof fetch): Dispatcher {
  return target.kind === 'github' ? githubDispatcher(target, fetchImpl) : hookDispatcher(target.url, fetchImpl)
}
