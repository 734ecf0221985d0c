import { describe, expect, it } from 'vitest'
import { withoutRepeatedDeclarations, withoutUnreadWorkingDeclarations, withResolvedVariables } from './css-values.ts'

const reset = (declarations: string) => `@layer properties{*,:before,:after,::backdrop{${declarations}}}`

describe('withResolvedVariables', () => {
  it('writes in the value the reset gives a working variable that no rule sets', () => {
    const css = `${reset('--tw-border-style:solid')}@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}}`
    expect(withResolvedVariables(css, new Set())).toBe(
      `${reset('--tw-border-style:solid')}@layer utilities{.border{border-style:solid;border-width:1px}}`,
    )
  })

  it('keeps the var() of a variable a rule or the page sets', () => {
    const css = `${reset('--tw-border-style:solid')}.border{border-style:var(--tw-border-style)}.dashed{--tw-border-style:dashed}`
    expect(withResolvedVariables(css, new Set())).toBe(css)
    const named = `${reset('--tw-blur:initial')}.x{filter:var(--tw-blur,)}`
    expect(withResolvedVariables(named, new Set(['--tw-blur']))).toBe(named)
  })

  it('takes the fallback of one left unset, and a value the reset gives', () => {
    const css =
      reset('--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-ring-shadow:0 0 #0000') +
      '.shadow{--tw-shadow:0 1px 3px var(--tw-shadow-color,#0000001a), 0 1px 2px var(--tw-shadow-color,#0000001a);' +
      'box-shadow:var(--tw-ring-shadow), var(--tw-shadow);transition-timing-function:var(--tw-ease,cubic-bezier(.4, 0, .2, 1))}'
    expect(withResolvedVariables(css, new Set())).toBe(
      reset('--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-ring-shadow:0 0 #0000') +
        '.shadow{--tw-shadow:0 1px 3px #0000001a,0 1px 2px #0000001a;' +
        'box-shadow:0 0 #0000,var(--tw-shadow);transition-timing-function:cubic-bezier(.4,0,.2,1)}',
    )
  })

  it('leaves a var() whose value would come out empty, and one with neither value nor fallback', () => {
    const css = `${reset('--tw-sepia:initial;--tw-gradient-position:initial')}.a{filter:var(--tw-sepia,)}.b{background:linear-gradient(var(--tw-gradient-position))}`
    expect(withResolvedVariables(css, new Set())).toBe(css)
  })

  it('writes in the theme’s variables, which nothing else sets', () => {
    const css =
      '@layer theme{:root,:host{--color-focus:#2563eb}}@layer base{:focus-visible{outline:3px solid var(--color-focus)}}'
    expect(withResolvedVariables(css, new Set())).toBe(
      '@layer theme{:root,:host{--color-focus:#2563eb}}@layer base{:focus-visible{outline:3px solid #2563eb}}',
    )
  })
})

it('drops a declaration that repeats the one before it, and only that', () => {
  expect(
    withoutRepeatedDeclarations('a{color:inherit;-webkit-x:inherit;-webkit-x:inherit;x:inherit}b{m:0;n:1;m:0}'),
  ).toBe('a{color:inherit;-webkit-x:inherit;x:inherit}b{m:0;n:1;m:0}')
})

it('drops the working variables nothing reads, unless the page names them', () => {
  const css =
    '.font-bold{--tw-font-weight:700;font-weight:700}.leading-6{--tw-leading:1.5rem;line-height:1.5rem}.text-sm{line-height:var(--tw-leading,1.4)}'
  expect(withoutUnreadWorkingDeclarations(css, new Set())).toBe(
    '.font-bold{font-weight:700}.leading-6{--tw-leading:1.5rem;line-height:1.5rem}.text-sm{line-height:var(--tw-leading,1.4)}',
  )
  expect(withoutUnreadWorkingDeclarations(css, new Set(['--tw-font-weight']))).toBe(css)
})
