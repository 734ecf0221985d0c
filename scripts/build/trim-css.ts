// The CSS text side of page-css.ts: what Tailwind generated for a page's classes, trimmed of what
// the page cannot use. Each step reads the selectors or declarations and cuts them out of Tailwind's
// minified text, which is otherwise left exactly as its `optimize` wrote it.
import { transform, type SelectorComponent } from 'lightningcss'
import {
  declared,
  splitDeclarations,
  withoutRepeatedDeclarations,
  withoutUnreadWorkingDeclarations,
  withResolvedVariables,
} from './css-values.ts'

/** What a page can show: the classes and element names in its markup and in the scripts it runs. */
export interface PageUse {
  classes: Set<string>
  elements: Set<string>
}

/**
 * Tailwind's CSS for a page, less the rules, theme variables and registrations the page has no use
 * for, with the variables only one block sets written in where they are read.
 */
export function trimForPage(css: string, { classes, elements }: PageUse): string {
  const pruned = withoutPropertyRegistrations(pruneUnmatched(css, elements, classes))
  const resolved = withResolvedVariables(pruned, classes)
  const used = withoutUnreadWorkingDeclarations(withoutUnusedThemeVariables(resolved, classes), classes)
  return withoutRepeatedDeclarations(withoutEmptyBlocks(withoutUnreadWorkingVariables(used)))
}

/** Form controls' parts, and the elements they belong to: a rule for one needs the other on the page. */
function pseudoElementNeeds(part: Extract<SelectorComponent, { type: 'pseudo-element' }>): string[] | undefined {
  const name = part.kind === 'custom' || part.kind === 'custom-function' ? part.name : part.kind
  if (name === 'placeholder') return ['input', 'textarea']
  if (name === 'file-selector-button') return ['input']
  if (name === '-webkit-details-marker') return ['summary']
  if (/^-webkit-(?:date|datetime|calendar|search|inner-spin|outer-spin)/.test(name)) return ['input']
  return undefined
}

/**
 * Whether a selector may match some element of a page that holds only `elements` and, when they are
 * given, only `classes`.
 */
export function canMatch(
  selector: readonly SelectorComponent[],
  elements: ReadonlySet<string>,
  classes?: ReadonlySet<string>,
): boolean {
  return selector.every((part) => {
    switch (part.type) {
      case 'type':
        return elements.has(part.name.toLowerCase())
      case 'class':
        return !classes || classes.has(part.name)
      case 'pseudo-element': {
        const needs = pseudoElementNeeds(part)
        return !needs || needs.some((element) => elements.has(element))
      }
      case 'pseudo-class':
        // One of the alternatives has to be able to match; :not() and the rest can always.
        if (part.kind === 'is' || part.kind === 'where' || part.kind === 'any' || part.kind === 'has')
          return part.selectors.some((alternative) => canMatch(alternative, elements, classes))
        return true
      default:
        return true
    }
  })
}

/** Where the rule starting at `start` ends: the index of its closing brace. */
function ruleEnd(css: string, start: number): number {
  let depth = 0
  for (let at = start; at < css.length; at++) {
    const char = css[at]
    if (char === '"' || char === "'") {
      for (at++; at < css.length && css[at] !== char; at++) if (css[at] === '\\') at++
    } else if (char === '/' && css[at + 1] === '*') {
      at = css.indexOf('*/', at + 2) + 1
      if (at === 0) break
    } else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return at
  }
  throw new Error(`A rule of the generated CSS has no end (at ${start}).`)
}

/**
 * Drops the base and component styles that cannot match any element of the page: Tailwind's rules
 * for form controls, tables, <abbr> and the like, on a page that has none and runs no script that
 * could make one, and the site's components (a post's body, say) whose class the page does not carry.
 * Tailwind writes every rule of the stylesheet's own layers, used or not; utilities are there only
 * because the page uses their class. Lightning CSS reads the selectors; the rules are cut out of
 * Tailwind's text, which is otherwise left exactly as its `optimize` wrote it.
 */
export function pruneUnmatched(css: string, elements: ReadonlySet<string>, classes?: ReadonlySet<string>): string {
  let pruned = css
  for (const layer of ['@layer base{', '@layer components{']) {
    const open = pruned.indexOf(layer)
    if (open < 0) continue
    const start = open + layer.length
    const end = ruleEnd(pruned, open)
    pruned = `${pruned.slice(0, start)}${pruneRules(pruned.slice(start, end), elements, classes)}${pruned.slice(end)}`
  }
  return pruned
}

/** The rules of `css` less those none of whose selectors can match an element of the page. */
export function pruneRules(css: string, elements: ReadonlySet<string>, classes?: ReadonlySet<string>): string {
  const lineStarts = [0]
  for (let at = css.indexOf('\n'); at >= 0; at = css.indexOf('\n', at + 1)) lineStarts.push(at + 1)
  const unmatched: number[] = []
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    errorRecovery: true,
    visitor: {
      Rule: {
        style(rule) {
          if (!rule.value.selectors.some((selector) => canMatch(selector, elements, classes)))
            unmatched.push(lineStarts[rule.value.loc.line]! + rule.value.loc.column - 1)
        },
      },
    },
  })
  // From the last to the first, so that a rule inside another goes before it.
  let pruned = css
  for (const start of unmatched.sort((a, b) => b - a))
    pruned = pruned.slice(0, start) + pruned.slice(ruleEnd(pruned, start) + 1)
  return withoutEmptyBlocks(pruned)
}

/** The CSS less the conditions, layers and rules left holding nothing. */
export function withoutEmptyBlocks(css: string): string {
  let pruned = css
  for (let before = ''; before !== pruned;) {
    before = pruned
    pruned = pruned.replace(
      /(?<=^|[{};]|\*\/)\s*(?:@(?:supports|media|container|starting-style|layer)\b)?[^{};@]*\{\}/g,
      '',
    )
  }
  return pruned
}

const THEME = /@layer theme\{:root,:host\{/

/**
 * Takes out the theme's variables that nothing uses any more: those only the rules pruneUnmatched
 * dropped used (the monospace font of <code>, say). Tailwind writes a theme variable when a rule it
 * writes uses it or a source names it, so a variable stays if the CSS left uses it, directly or
 * through another, or the page names it.
 */
export function withoutUnusedThemeVariables(css: string, named: ReadonlySet<string>): string {
  const open = THEME.exec(css)
  if (!open) return css
  const start = open.index + open[0].length
  const end = ruleEnd(css, open.index + '@layer theme{'.length)
  const declarations = splitDeclarations(css.slice(start, end))
  const used = new Set([...variablesRead(css.slice(0, start) + css.slice(end)), ...named])
  const values = new Map(declarations.map((text) => [declared(text), text]))
  for (const name of used) for (const next of variablesRead(values.get(name) ?? '')) used.add(next)
  const kept = declarations.filter((text) => used.has(declared(text)))
  return kept.length === declarations.length ? css : `${css.slice(0, start)}${kept.join(';')}${css.slice(end)}`
}

const PROPERTY_FALLBACK = /@layer properties\{@supports [^{]*\{/

/**
 * Tailwind registers its working variables (--tw-shadow, --tw-gradient-from…) with @property, not
 * inherited and with an initial value, and also sets those initial values on every element inside an
 * @supports for browsers where registration falls short. Setting them on every element does the job
 * in every browser, so the page keeps that, unconditionally, and drops the 40-odd registrations
 * (~3 KB, ~0.3 KB brotli, on every page). What registration adds beyond it is a type, which only
 * matters when the variables themselves are animated; no rule of the site animates them.
 */
export function withoutPropertyRegistrations(css: string): string {
  const open = PROPERTY_FALLBACK.exec(css)
  if (!open) return css
  const supportsEnd = ruleEnd(css, open.index + '@layer properties{'.length)
  const unwrapped = `${css.slice(0, open.index)}@layer properties{${css.slice(open.index + open[0].length, supportsEnd)}${css.slice(supportsEnd + 1)}`
  return unwrapped.replace(/@property --tw-[\w-]+\{[^{}]*\}/g, '')
}

const WORKING_VARIABLES = /@layer properties\{[^{}]*\{/

/**
 * Takes out of the reset of Tailwind's working variables (see withoutPropertyRegistrations) those no
 * rule of the page reads: `.font-bold` sets --tw-font-weight, say, but only the rules a page does not
 * carry read it back. A variable nothing reads cannot leak from a parent into anything.
 */
export function withoutUnreadWorkingVariables(css: string): string {
  const open = WORKING_VARIABLES.exec(css)
  if (!open) return css
  const start = open.index + open[0].length
  const end = ruleEnd(css, open.index + '@layer properties{'.length)
  const rest = css.slice(0, open.index) + css.slice(ruleEnd(css, open.index) + 1)
  const read = new Set(variablesRead(rest))
  const declarations = splitDeclarations(css.slice(start, end))
  const kept = declarations.filter((text) => read.has(declared(text)))
  if (kept.length === declarations.length) return css
  if (kept.length === 0) return rest
  return `${css.slice(0, start)}${kept.join(';')}${css.slice(end)}`
}

/** The custom properties `text` reads with var(), by name. */
const variablesRead = (text: string): string[] => [...text.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!)
