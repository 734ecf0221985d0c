import { execFileSync } from 'node:child_process'
import { userInfo } from 'node:os'

/** Where a write comes from, as the posts' history records it: axon-blog in CI, or in a terminal. */
export type WriterChannel = 'cli' | 'ci'

/** The headers with which axon-blog names itself on every request, for the posts' history. */
export function writerHeaders(env: NodeJS.ProcessEnv, cwd: string): Record<string, string> {
  const channel: WriterChannel = env.CI && env.CI !== 'false' ? 'ci' : 'cli'
  const name = writerName(env, cwd)
  // Header values are Latin-1 on the wire: a name outside it is sent in its printable part.
  const sendable = name?.replace(/[^\x20-\x7e\xa0-\xff]/g, '').trim()
  return { 'x-axon-channel': channel, ...(sendable ? { 'x-axon-actor': sendable.slice(0, 200) } : {}) }
}

/** Who runs the command: the CI actor, else the git author configured here, else the system user. */
function writerName(env: NodeJS.ProcessEnv, cwd: string): string | undefined {
  if (env.GITHUB_ACTOR) return env.GITHUB_ACTOR
  if (env.GIT_AUTHOR_EMAIL) return env.GIT_AUTHOR_EMAIL
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim()
    if (email) return email
  } catch {
    // No git, or no author configured: the system user says enough.
  }
  try {
    return userInfo().username
  } catch {
    return undefined
  }
}
