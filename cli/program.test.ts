import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authorKeys } from '../site/lib/post/index.ts'
import { postSource } from './__fixtures__/harness.ts'
import type { CliContext } from './context.ts'
import { CliError } from './errors.ts'
import { cliCommands, cliProgram, runCli, type CliCommands, type CliIo } from './program.ts'

// The wiring between argv and the command functions, run in-process: which function gets which
// options, what the user reads on stdout and stderr, and the exit code.

interface Run {
  code: number
  stdout: string
  stderr: string
  calls: [string, unknown][]
}

/** Runs axon-blog on args with commands that record their options and then do `behaviour`. */
async function run(
  args: string[],
  options: { env?: CliIo['env']; tty?: boolean; cwd?: string; behaviour?: () => unknown; real?: boolean } = {},
): Promise<Run> {
  const result: Run = { code: -1, stdout: '', stderr: '', calls: [] }
  const context: CliContext = {
    cwd: options.cwd ?? '/nonexistent',
    client: async () => {
      throw new Error('no backend in these tests')
    },
    fetch: async () => {
      throw new Error('no network in these tests')
    },
    now: () => new Date('2026-01-15T10:00:00Z'),
    out: (line) => void (result.stdout += `${line}\n`),
    err: (line) => void (result.stderr += `${line}\n`),
  }
  const recorded = Object.fromEntries(
    Object.keys(cliCommands).map((name) => [
      name,
      (commandOptions: unknown, given: CliContext) => {
        expect(given).toBe(context)
        result.calls.push([name, commandOptions])
        return options.behaviour?.()
      },
    ]),
  ) as CliCommands
  result.code = await runCli(args, {
    context,
    stdout: { write: (text) => (result.stdout += text), isTTY: options.tty },
    stderr: { write: (text) => (result.stderr += text), isTTY: options.tty },
    env: options.env ?? {},
    ...(options.real ? {} : { commands: recorded }),
  })
  return result
}

const fails = (error: unknown) => () => {
  throw error
}
const names = Object.keys(cliCommands)

describe('arguments and options', () => {
  it.each<[string, string[], unknown]>([
    [
      'new',
      ['new', 'Integration for Growing Retailers'],
      { title: 'Integration for Growing Retailers', author: undefined },
    ],
    ['new --author', ['new', 'A title', '--author', 'founder'], { title: 'A title', author: 'founder' }],
    ['validate', ['validate'], { files: [] }],
    [
      'validate <files> --json',
      ['validate', 'content/a.md', 'content/b.md', '--json'],
      { files: ['content/a.md', 'content/b.md'], json: true },
    ],
    [
      'publish --all --force --json',
      ['publish', '--all', '--force', '--json'],
      { files: [], all: true, force: true, json: true },
    ],
    [
      'publish <files> --dry-run',
      ['publish', 'content/a.md', 'content/b.md', '--dry-run'],
      { files: ['content/a.md', 'content/b.md'], dryRun: true },
    ],
    ['unpublish <post>', ['unpublish', 'a-post'], { post: 'a-post' }],
    ['delete <post>', ['delete', 'a-post'], { post: 'a-post' }],
    ['delete <post> --yes', ['delete', 'content/a-post.md', '--yes'], { post: 'content/a-post.md', yes: true }],
    ['upload <image>', ['upload', 'content/images/diagram.png'], { image: 'content/images/diagram.png' }],
    ['list', ['list'], {}],
    ['list --json', ['list', '--json'], { json: true }],
    ['pull', ['pull'], { posts: [] }],
    ['pull <posts>', ['pull', 'a-post', 'content/b-post.md'], { posts: ['a-post', 'content/b-post.md'] }],
    ['history <post> --json', ['history', 'a-post', '--json'], { post: 'a-post', json: true }],
    ['restore <post> <version>', ['restore', 'content/a-post.md', '3'], { post: 'content/a-post.md', version: '3' }],
    ['--verbose before the command', ['--verbose', 'list'], {}],
    ['--verbose after the command', ['publish', '--all', '--verbose'], { files: [], all: true }],
  ])('%s', async (_, args, options) => {
    const { code, calls, stderr } = await run(args)
    expect([code, stderr]).toEqual([0, ''])
    expect(calls).toEqual([[args.find((arg) => names.includes(arg)), options]])
  })

  it('has a command for each command function, and no other', () => {
    const program = cliProgram({
      context: {} as CliContext,
      stdout: { write: () => {} },
      stderr: { write: () => {} },
      env: {},
    })
    expect(program.commands.map((command) => command.name()).sort()).toEqual([...names].sort())
  })

  it('runs the real command functions by default', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'axon-blog-program-'))
    try {
      mkdirSync(join(cwd, 'content'))
      writeFileSync(join(cwd, 'content', 'a-post.md'), postSource('a-post'))
      const { code, stdout, stderr } = await run(['validate'], { cwd, real: true })
      expect([code, stdout, stderr]).toEqual([0, '', '1 post valid.\n'])
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })
})

describe('help', () => {
  it('--help lists every command and --verbose on stdout, and exits 0', async () => {
    const { code, stdout, stderr, calls } = await run(['--help'])
    expect([code, stderr, calls]).toEqual([0, '', []])
    expect(stdout).toMatch(/^Usage: axon-blog \[options\] \[command\]/)
    for (const name of names) expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'))
    expect(stdout).toMatch(/--verbose\s+on an unexpected error, print its stack trace\s+\(so does setting DEBUG\)/)
  })

  it.each(names)('%s --help shows its usage, options, --verbose and an example, and exits 0', async (name) => {
    for (const args of [
      [name, '--help'],
      ['help', name],
    ]) {
      const { code, stdout, stderr, calls } = await run(args)
      expect([code, stderr, calls]).toEqual([0, '', []])
      expect(stdout).toMatch(new RegExp(`^Usage: axon-blog ${name} `))
      expect(stdout).toContain('--verbose')
      expect(stdout).toMatch(new RegExp(`Example:\\n  npx axon-blog ${name}( |\\n)`))
    }
  })

  it('with no command, shows the help on stderr and exits 2', async () => {
    const { code, stdout, stderr } = await run([])
    expect([code, stdout]).toEqual([2, ''])
    expect(stderr).toMatch(/^Usage: axon-blog /)
  })
})

describe('usage errors exit 2, naming the mistake and the help to read', () => {
  it.each<[string, string[], string, string]>([
    [
      'an unknown command',
      ['publsh', '--all'],
      "error unknown command 'publsh'\n(Did you mean publish?)\n",
      'axon-blog',
    ],
    [
      'an unknown option',
      ['publish', '--forse'],
      "error unknown option '--forse'\n(Did you mean --force?)\n",
      'axon-blog publish',
    ],
    ['an unknown option before the command', ['--json', 'list'], "error unknown option '--json'\n", 'axon-blog'],
    ['a missing argument', ['delete'], "error missing required argument 'post'\n", 'axon-blog delete'],
    [
      'an argument too many',
      ['list', 'everything'],
      "error too many arguments for 'list'. Expected 0 arguments but got 1.\n",
      'axon-blog list',
    ],
    [
      'a value not among the choices',
      ['new', 'A title', '--author', 'nobody'],
      `error option '--author <key>' argument 'nobody' is invalid. Allowed choices are ${authorKeys.join(', ')}.\n`,
      'axon-blog new',
    ],
  ])('%s', async (_, args, message, help) => {
    const { code, stdout, stderr, calls } = await run(args)
    expect([code, stdout, calls]).toEqual([2, '', []])
    expect(stderr).toBe(`${message}hint  See the usage with: npx ${help} --help\n`)
  })

  it('a command refusing its options exits 2 with its message and hint', async () => {
    const { code, stderr } = await run(['publish'], {
      behaviour: fails(
        new CliError('Name the posts to publish, or pass --all (not both).', 'e.g. npx axon-blog publish --all', 2),
      ),
    })
    expect([code, stderr]).toEqual([
      2,
      'error Name the posts to publish, or pass --all (not both).\nhint  e.g. npx axon-blog publish --all\n',
    ])
  })
})

describe('failures exit 1', () => {
  it('prints an expected failure as its message and hint, escaped, and nothing more even with --verbose', async () => {
    const failure = new CliError('planted: \u001b[2Kfake title', 'Fix it.')
    for (const args of [['list'], ['list', '--verbose']]) {
      const { code, stderr } = await run(args, { behaviour: fails(failure) })
      expect([code, stderr]).toEqual([1, 'error planted: \\x1b[2Kfake title\nhint  Fix it.\n'])
    }
  })

  it('says the backend did not answer when a request got no answer', async () => {
    const { code, stderr } = await run(['list'], { behaviour: fails(new TypeError('fetch failed')) })
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^error The command failed: the backend did not answer \(fetch failed\)\.\nhint {2}Check that the backend is running .+\n$/,
    )
  })

  it('prints an unexpected error as its message, with how to see more', async () => {
    const { code, stderr } = await run(['list'], { behaviour: fails(new RangeError('Invalid time value')) })
    expect([code, stderr]).toEqual([
      1,
      'error Invalid time value\nhint  This was not expected. Run the same command with --verbose to see where it failed.\n',
    ])
  })

  it.each<[string, string[], CliIo['env']]>([
    ['--verbose', ['list', '--verbose'], {}],
    ['--verbose before the command', ['--verbose', 'list'], {}],
    ['DEBUG', ['list'], { DEBUG: '1' }],
  ])('prints an unexpected error with its stack and cause under %s', async (_, args, env) => {
    const error = new RangeError('Invalid time value', { cause: new Error('the cause') })
    const { code, stderr } = await run(args, { env, behaviour: fails(error) })
    expect(code).toBe(1)
    expect(stderr).toMatch(/^error Invalid time value\nRangeError: Invalid time value\n {4}at .+program\.test\.ts/)
    expect(stderr).toContain('[cause]: Error: the cause')
    expect(stderr).not.toContain('hint')
  })

  it('prints the stack of an error that is not an Error, too', async () => {
    const { code, stderr } = await run(['list', '--verbose'], { behaviour: fails('a string') })
    expect([code, stderr]).toEqual([1, "error a string\n'a string'\n"])
  })
})

describe('colour', () => {
  const red = '\u001b[31merror\u001b[0m'
  const failing = { behaviour: fails(new CliError('It failed.', 'Do this.')) }

  it('marks error and hint in colour on a terminal', async () => {
    expect((await run(['list'], { ...failing, tty: true })).stderr).toBe(
      `${red} It failed.\n\u001b[2mhint\u001b[0m  Do this.\n`,
    )
    expect((await run(['lst'], { tty: true })).stderr).toMatch(
      new RegExp(`^${red.replaceAll('[', '\\[')} unknown command 'lst'`),
    )
  })

  it('uses none when NO_COLOR is set, or when the output is not a terminal', async () => {
    for (const options of [{ tty: true, env: { NO_COLOR: '1' } }, { tty: false }]) {
      expect((await run(['list'], { ...failing, ...options })).stderr).toBe('error It failed.\nhint  Do this.\n')
      expect((await run(['lst'], options)).stderr).not.toContain('\u001b')
      expect((await run(['--help'], options)).stdout).not.toContain('\u001b')
    }
  })
})
