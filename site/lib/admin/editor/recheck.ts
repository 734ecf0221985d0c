import type { FormProblem } from './row.ts'

/**
 * The problems to show as the form changes after a refused save, from the problems that save found
 * and those the form has now: each field the save flagged shows its problems as the field now
 * stands, so a message goes as soon as its field is fixed; a field it did not flag shows none until
 * the next save, so nobody is told off while still typing.
 */
export function problemsStillShown(flagged: readonly FormProblem[], current: readonly FormProblem[]): FormProblem[] {
  const fields = new Set(flagged.map((problem) => problem.field))
  return current.filter((problem) => fields.has(problem.field))
}
