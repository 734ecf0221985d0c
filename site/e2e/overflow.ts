import type { Page } from 'playwright-core'

export interface Offender {
  /** The element as a developer would search for it: its tag, classes and the start of its text. */
  element: string
  /** Where its box or its own text ends, in CSS pixels from the left edge of the viewport. */
  right: number
  /**
   * For a grid or flex item, a word inside it wider than half the screen (an address, a URL): such an
   * item is at least as wide as what it cannot wrap, and so is every item in its grid column.
   */
  longWord?: { text: string; width: number }
}

export interface Overflow {
  scrollWidth: number
  innerWidth: number
  offenders: Offender[]
}

/**
 * How far the document scrolls sideways, if it does, and the elements that stick out past the right
 * edge while their parent does not: where the overflow starts, not every box that contains it.
 * Text is judged by its own box, so an unbreakable word in a paragraph names the paragraph.
 */
export function sidewaysOverflow(page: Page): Promise<Overflow | undefined> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement
    if (scrollWidth <= innerWidth) return undefined
    const edge = innerWidth + 0.5
    const textNodes = (element: Element): Text[] =>
      [...element.childNodes].filter((node): node is Text => node instanceof Text && node.data.trim() !== '')
    const textRight = (element: Element): number =>
      Math.max(
        0,
        ...textNodes(element).map((node) => {
          const range = document.createRange()
          range.selectNodeContents(node)
          return range.getBoundingClientRect().right
        }),
      )
    const longWord = (element: Element): Offender['longWord'] => {
      let widest: Offender['longWord']
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node as Text).data.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const { width } = range.getBoundingClientRect()
          if (width > (widest?.width ?? 0)) widest = { text: word[0], width: Math.round(width) }
        }
      }
      return widest && widest.width > innerWidth / 2 ? widest : undefined
    }
    const label = (element: Element): string => {
      const classes = typeof element.className === 'string' ? element.className.trim() : ''
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
      const tag = `<${element.tagName.toLowerCase()}${classes && ` class='${classes}'`}>`
      return text ? `${tag} '${text.length > 60 ? text.slice(0, 57) + '...' : text}'` : tag
    }
    const offenders: Offender[] = []
    // Walks the boxes that can widen the document: what a scrolling or clipping box holds (text
    // included, as in a visually hidden label) stays in it, and a fixed box never scrolls.
    const visit = (element: Element, parentSticksOut: boolean): void => {
      const style = getComputedStyle(element)
      if (style.position === 'fixed') return
      const clips = style.overflowX !== 'visible'
      const box = element.getBoundingClientRect().right
      const right = clips ? box : Math.max(box, textRight(element))
      const sticksOut = right > edge
      if (sticksOut && !parentSticksOut) {
        const parentDisplay = element.parentElement ? getComputedStyle(element.parentElement).display : ''
        offenders.push({
          element: label(element),
          right: Math.round(right),
          longWord: /grid|flex/.test(parentDisplay) ? longWord(element) : undefined,
        })
      }
      if (clips) return
      for (const child of element.children) visit(child, sticksOut)
    }
    visit(document.body, false)
    return { scrollWidth, innerWidth, offenders }
  })
}

/** A failure message that names the page and what sticks out, so a developer can find the cause. */
export function overflowReport(path: string, { scrollWidth, innerWidth, offenders }: Overflow): string {
  const lines = offenders.map(
    ({ element, right, longWord }) =>
      `  ${element} ends at ${right}px` +
      (longWord ? `, held open by the word '${longWord.text}' (${longWord.width}px), which cannot wrap` : ''),
  )
  return [
    `${path} scrolls sideways by ${scrollWidth - innerWidth}px at ${innerWidth}px wide; sticking out past the right edge:`,
    ...(lines.length > 0 ? lines : ['  (no element found: look for a pseudo-element or a shadow)']),
  ].join('\n')
}
