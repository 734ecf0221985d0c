// The front matter's YAML, read with the `yaml` package, which keeps positions. Post files are
// untrusted: anchors and aliases (the "billion laughs" expansion), explicit tags (custom types) and
// duplicate keys (a silent override) are all refused.
import { isMap, isNode, isScalar, LineCounter, parseDocument, visit, type Pair, type YAMLError } from 'yaml'
import type { Position, PostProblem } from '../types.ts'

/** Front matter read from YAML: its data, its problems and where each field is. */
export interface FrontMatter {
  /** The fields as plain data, less those with a YAML problem; undefined when the YAML is unusable. */
  data: Record<string, unknown> | undefined
  problems: PostProblem[]
  /** Fields already reported here, whose schema problems would only repeat the same fault. */
  reported: Set<string>
  /** Where a field (or an item inside it) is, 1-based; line 1 for a field that is missing. */
  locate(path: readonly PropertyKey[]): Position
}

/** Reads a front matter block (the text between the --- lines; its line 1 is the file's line 1). */
export function readFrontMatter(yamlText: string): FrontMatter {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, {
    lineCounter,
    version: '1.2',
    schema: 'core',
    merge: false,
    uniqueKeys: true,
    prettyErrors: false,
    logLevel: 'error',
  })
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col }
  }
  const map = isMap(doc.contents) ? doc.contents : undefined
  const pairs = map?.items ?? []
  const fieldAt = (offset: number) => {
    const pair = pairs.find(
      (item) =>
        isNode(item.key) &&
        item.key.range![0] <= offset &&
        offset <= (isNode(item.value) ? item.value.range![2] : item.key.range![2]),
    )
    return pair ? keyOf(pair) : 'file'
  }
  const problems: PostProblem[] = []
  const report = (offset: number, message: string, hint: string) =>
    problems.push({ ...at(offset), field: fieldAt(offset), message, hint })

  for (const error of [...doc.errors, ...doc.warnings.filter((warning) => warning.code !== 'TAG_RESOLVE_FAILED')])
    reportYamlError(error, report)
  visit(doc, {
    Alias: (_key, node) =>
      void report(node.range![0], 'YAML aliases (*name) are not allowed', 'Write the value out in full.'),
    Node: (_key, node) => {
      if (node.anchor)
        report(
          node.range![0],
          `YAML anchors (&${node.anchor}) are not allowed`,
          'Remove the anchor and write each value out in full.',
        )
      if (node.tag)
        report(
          node.range![0],
          `YAML tags (${node.tag.replace('tag:yaml.org,2002:', '!!')}) are not allowed`,
          'Remove the tag and write a plain value.',
        )
    },
  })
  if (doc.contents !== null && !map) {
    problems.push({
      line: 2,
      column: 1,
      field: 'file',
      message: 'The front matter is not a list of fields',
      hint: 'Write one field per line: title: "…", slug: …, excerpt: "…".',
    })
  }

  const reported = new Set(problems.map((problem) => problem.field))
  const usable =
    doc.errors.every((error) => error.code === 'DUPLICATE_KEY') && (map !== undefined || doc.contents === null)
  // A field with a YAML problem is kept as null: still checked as a field name, its value never read.
  const valueOf = (pair: (typeof pairs)[number]) =>
    reported.has(keyOf(pair)) || !isNode(pair.value) ? null : pair.value.toJS(doc, { maxAliasCount: 0 })
  const data = usable ? Object.fromEntries(pairs.map((pair) => [keyOf(pair), valueOf(pair)])) : undefined

  const locate = (path: readonly PropertyKey[]): Position => {
    const pair = pairs.find((item) => keyOf(item) === String(path[0]))
    if (!pair || !isNode(pair.key)) return { line: 1, column: 1 }
    const inner =
      path.length > 1
        ? doc.getIn(
            path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
            true,
          )
        : undefined
    return at(isNode(inner) ? inner.range![0] : pair.key.range![0])
  }
  return { data, problems, reported, locate }
}

function keyOf(pair: Pair<unknown, unknown>): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
}

function reportYamlError(error: YAMLError, report: (offset: number, message: string, hint: string) => void): void {
  if (error.code === 'DUPLICATE_KEY') {
    report(error.pos[0], 'This field appears more than once', 'Keep a single line for each field.')
    return
  }
  const message = error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '')
  report(
    error.pos[0],
    `The front matter is not valid YAML: ${message}`,
    'Write one field per line as name: value, and put text containing ": " or " #" in quotes.',
  )
}
