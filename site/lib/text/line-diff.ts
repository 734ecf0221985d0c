/** One line of a comparison: in both texts, only in the earlier one (removed), or only in the later one (added). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Beyond this many line pairs the comparison says "everything changed" rather than take seconds. */
const maxCells = 4_000_000

/**
 * The lines of `before` and `after` in order, each marked as kept, removed or added, by their
 * longest common subsequence; the lines both texts start and end with are set aside first, so an
 * edit in a long post costs only the lines around it.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ kind: 'same', text }))
  const middle = changed(a.slice(head, a.length - tail), b.slice(head, b.length - tail))
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))]
}

function changed(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text })
  const added = (text: string): DiffLine => ({ kind: 'added', text })
  if (a.length * b.length > maxCells) return [...a.map(removed), ...b.map(added)]
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1
  const lengths = new Uint32Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! })
      i++
      j++
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) lines.push(removed(a[i++]!))
    else lines.push(added(b[j++]!))
  }
  return [...lines, ...a.slice(i).map(removed), ...b.slice(j).map(added)]
}
