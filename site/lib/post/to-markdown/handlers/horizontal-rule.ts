/** A horizontal rule. */
export function horizontalRule(): string {
  return '---'
}
