import { describe, expect, it } from 'vitest'
import { captureSideBySide } from './run.ts'

const node = process.execPath

describe('captureSideBySide', () => {
  it('keeps each command’s output whole, in the order given, whichever ends first', async () => {
    const result = await captureSideBySide([
      [node, ['-e', 'setTimeout(() => { process.stdout.write("slow 1\\n"); process.stderr.write("slow 2\\n") }, 200)']],
      [node, ['-e', 'process.stdout.write("fast\\n")']],
    ])
    expect(result).toEqual({ output: 'slow 1\nslow 2\nfast\n', failures: [] })
  })

  it('names every command that failed or could not start, after all have ended', async () => {
    const result = await captureSideBySide([
      [node, ['-e', 'console.log("checked"); process.exit(3)']],
      [node, ['-e', 'setTimeout(() => console.log("still ran"), 100)']],
      ['./no-such-command', []],
    ])
    expect(result.output).toBe('checked\nstill ran\n')
    expect(result.failures).toEqual([
      `${node} -e console.log("checked"); process.exit(3) failed (exit code 3).`,
      expect.stringMatching(/^\.\/no-such-command could not start: .*ENOENT/),
    ])
  })
})
