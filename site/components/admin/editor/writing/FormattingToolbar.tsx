import type { LucideIcon } from 'lucide-react'
import Bold from 'lucide-react/icons/bold'
import Code from 'lucide-react/icons/code'
import Heading2 from 'lucide-react/icons/heading-2'
import Heading3 from 'lucide-react/icons/heading-3'
import ImagePlus from 'lucide-react/icons/image-plus'
import Italic from 'lucide-react/icons/italic'
import Link from 'lucide-react/icons/link'
import List from 'lucide-react/icons/list'
import ListOrdered from 'lucide-react/icons/list-ordered'
import Minus from 'lucide-react/icons/minus'
import SquareCode from 'lucide-react/icons/square-code'
import TextQuote from 'lucide-react/icons/text-quote'
import { useRef, useState, type KeyboardEvent } from 'react'
import { shortcutKeys, type Formatting } from '@/lib/admin/editor/index.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'

const copy = adminWritingCopy.toolbar

/** What a toolbar button does: a formatting, a link (asks for its address) or an image (asks for a file). */
export type Tool = Formatting | 'link' | 'image'

interface ToolButton {
  tool: Tool
  icon: LucideIcon
  /** The letter that does the same with Ctrl (⌘ on a Mac). */
  key?: string
}

// In groups, as the formatting guide lists them: headings, text, lists and blocks, what is put in.
const groups: readonly ToolButton[][] = [
  [
    { tool: 'heading2', icon: Heading2 },
    { tool: 'heading3', icon: Heading3 },
  ],
  [
    { tool: 'bold', icon: Bold, key: 'B' },
    { tool: 'italic', icon: Italic, key: 'I' },
    { tool: 'code', icon: Code },
    { tool: 'link', icon: Link, key: 'K' },
  ],
  [
    { tool: 'bulletList', icon: List },
    { tool: 'numberedList', icon: ListOrdered },
    { tool: 'quote', icon: TextQuote },
    { tool: 'codeBlock', icon: SquareCode },
  ],
  [
    { tool: 'image', icon: ImagePlus },
    { tool: 'rule', icon: Minus },
  ],
]
const buttons = groups.flat()
const placed = groups.map((group) => group.map((button) => ({ ...button, at: buttons.indexOf(button) })))

const moves: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at + 1) % buttons.length,
  ArrowLeft: (at) => (at - 1 + buttons.length) % buttons.length,
  Home: () => 0,
  End: () => buttons.length - 1,
}

/**
 * The formatting toolbar over the text: one tab stop, the arrow keys (and Home, End) move between its
 * buttons, Enter or Space presses one. Each button is named by what it does and its shortcut, shown
 * beside it on hover and on focus. Pressing one keeps the text's focus and selection.
 */
export function FormattingToolbar({
  controls,
  apple,
  onTool,
}: {
  /** The id of the text area it formats. */
  controls: string
  apple: boolean
  onTool: (tool: Tool) => void
}) {
  const [current, setCurrent] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const to = moves[event.key]?.(current)
    if (to === undefined) return
    event.preventDefault()
    setCurrent(to)
    refs.current[to]?.focus()
  }
  return (
    <div
      role="toolbar"
      aria-label={copy.label}
      aria-controls={controls}
      onKeyDown={move}
      className="mt-1.5 flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 px-1.5 py-1"
    >
      {placed.map((group, groupIndex) => (
        <div
          key={groupIndex}
          className="flex items-center gap-0.5 not-last:border-r not-last:border-slate-300 not-last:pr-1"
        >
          {group.map(({ tool, icon: Icon, key, at }) => {
            const label = key ? copy.withKeys(copy.tools[tool], shortcutKeys(key, apple)) : copy.tools[tool]
            return (
              <button
                key={tool}
                ref={(element) => {
                  refs.current[at] = element
                }}
                type="button"
                tabIndex={at === current ? 0 : -1}
                aria-label={label}
                aria-keyshortcuts={key && `${apple ? 'Meta' : 'Control'}+${key}`}
                onFocus={() => setCurrent(at)}
                // A click keeps the focus, and so the selection, in the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onTool(tool)}
                className="group relative inline-flex size-9 items-center justify-center rounded text-slate-800 hover:bg-white hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
              >
                <Icon aria-hidden="true" className="size-4.5" />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1.5 -translate-x-1/2 rounded bg-navy-950 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {label}
                </span>
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}
