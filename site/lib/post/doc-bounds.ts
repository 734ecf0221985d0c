import { postLimits } from './limits.ts'

const CONTAINERS = new Set(['bulletList', 'orderedList', 'blockquote'])

/**
 * Why a document-shaped value is too big or too deep to process, or undefined when it is within
 * bounds. Walks `content` arrays with an explicit stack, so hostile nesting cannot overflow it.
 */
export function docBoundsProblem(value: unknown): string | undefined {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }]
  let count = 0
  while (pending.length > 0) {
    const { node, depth: outer } = pending.pop()!
    if (++count > postLimits.nodes) return `The document has more than ${postLimits.nodes} nodes`
    if (typeof node !== 'object' || node === null) continue
    const { type, content } = node as { type?: unknown; content?: unknown }
    const depth = outer + Number(typeof type === 'string' && CONTAINERS.has(type))
    if (depth > postLimits.nestingDepth)
      return `Lists and quotes are nested more than ${postLimits.nestingDepth} levels deep`
    if (Array.isArray(content)) for (const child of content) pending.push({ node: child, depth })
  }
  return undefined
}
