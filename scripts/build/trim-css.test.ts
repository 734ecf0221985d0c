import { describe, expect, it } from 'vitest'
import {
  pruneRules,
  pruneUnmatched,
  withoutEmptyBlocks,
  withoutPropertyRegistrations,
  withoutUnreadWorkingVariables,
  withoutUnusedThemeVariables,
} from './trim-css.ts'

describe('pruneUnmatched', () => {
  it('prunes the base styles by element, and leaves utilities alone', () => {
    expect(pruneUnmatched('@layer base{table{a:b}p{c:d}}@layer utilities{.x>table{e:f}}', new Set(['p']))).toBe(
      '@layer base{p{c:d}}@layer utilities{.x>table{e:f}}',
    )
  })

  it('drops the components whose class the page does not carry, and leaves the utilities to Tailwind', () => {
    const css =
      '@layer components{.post-body{a:b}.post-body :where(p,ul):first-child{c:d}.nav:has(>.panel:popover-open){e:f}.menu:not(.open){g:h}}@layer utilities{.x{i:j}}'
    expect(pruneUnmatched(css, new Set(['p']), new Set(['nav', 'panel', 'menu']))).toBe(
      '@layer components{.nav:has(>.panel:popover-open){e:f}.menu:not(.open){g:h}}@layer utilities{.x{i:j}}',
    )
    expect(pruneUnmatched(css, new Set(['ul']), new Set(['post-body']))).toBe(
      '@layer components{.post-body{a:b}.post-body :where(p,ul):first-child{c:d}}@layer utilities{.x{i:j}}',
    )
    // Without the page's classes, only elements count.
    expect(pruneUnmatched(css, new Set(['p']))).toBe(css)
  })

  it('drops a rule only when none of its selectors can match, and the conditions it leaves empty', () => {
    const css =
      'abbr:where([title]){a:b}h1,h2{c:d}:where(select:is([multiple])) optgroup{e:f}a:not(table){g:h}@supports (x:y){::placeholder{i:j}}summary::-webkit-details-marker{k:l}'
    expect(pruneRules(css, new Set(['h2', 'a']))).toBe('h1,h2{c:d}a:not(table){g:h}')
    expect(pruneRules(css, new Set(['abbr', 'input', 'summary']))).toBe(
      'abbr:where([title]){a:b}@supports (x:y){::placeholder{i:j}}summary::-webkit-details-marker{k:l}',
    )
  })

  it('drops the theme variables nothing uses any more, unless the page names them', () => {
    const css = '@layer theme{:root,:host{--a:1px;--b:var(--c);--c:"x;y";--d:2px}}.x{width:var(--b)}'
    expect(withoutUnusedThemeVariables(css, new Set())).toBe(
      '@layer theme{:root,:host{--b:var(--c);--c:"x;y"}}.x{width:var(--b)}',
    )
    expect(withoutUnusedThemeVariables(css, new Set(['--d']))).toBe(
      '@layer theme{:root,:host{--b:var(--c);--c:"x;y";--d:2px}}.x{width:var(--b)}',
    )
  })
})

it('sets Tailwind’s working variables on every element, unconditionally, instead of registering them', () => {
  const css =
    '@layer properties{@supports ((-webkit-hyphens:none)) or (color:rgb(from red r g b)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-leading:initial}}}' +
    '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-leading{syntax:"*";inherits:false}'
  expect(withoutPropertyRegistrations(css)).toBe(
    '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-leading:initial}}' +
      '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
  )
  // A page whose CSS registers nothing is left as it is.
  expect(withoutPropertyRegistrations('.a{color:red}')).toBe('.a{color:red}')
})

it('resets only the working variables some rule of the page reads', () => {
  const reset = (declarations: string) => `@layer properties{*,:before,:after,::backdrop{${declarations}}}`
  const rules =
    '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.font-bold{--tw-font-weight:700;font-weight:700}'
  expect(
    withoutUnreadWorkingVariables(
      reset('--tw-shadow:0 0 #0000;--tw-font-weight:initial;--tw-shadow-color:initial') + rules,
    ),
  ).toBe(reset('--tw-shadow:0 0 #0000') + rules)
  // A name that only starts like a variable read is not read.
  expect(withoutUnreadWorkingVariables(reset('--tw-shadow-color:initial') + rules)).toBe(rules)
  // Nothing to take out: left as it is.
  expect(withoutUnreadWorkingVariables(reset('--tw-shadow:0 0 #0000') + rules)).toBe(
    reset('--tw-shadow:0 0 #0000') + rules,
  )
  expect(withoutUnreadWorkingVariables('.a{color:red}')).toBe('.a{color:red}')
})

it('drops the rules, conditions and layers left holding nothing, and only those', () => {
  expect(
    withoutEmptyBlocks(
      '/*! x */\n@layer theme{:root,:host{}}@layer components{@media (x:y){@starting-style{.a{}}}.b{c:d}}@font-face{e:f}',
    ),
  ).toBe('/*! x */@layer components{.b{c:d}}@font-face{e:f}')
})
