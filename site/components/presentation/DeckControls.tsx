import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Maximize2 from 'lucide-react/icons/maximize-2'
import Minimize2 from 'lucide-react/icons/minimize-2'
import type { Ref } from 'react'
import type { DeckLabels } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Button } from '../ui/button.tsx'

interface DeckControlsProps {
  current: number
  count: number
  labels: DeckLabels
  title: string
  onPrevious: () => void
  onNext: () => void
  previousRef: Ref<HTMLButtonElement>
  nextRef: Ref<HTMLButtonElement>
  /** Whether the deck fills the screen, and how to change that; absent where the browser cannot. */
  fullScreen?: { on: boolean; toggle: () => void }
  className?: string
}

// Narrow screens show the arrows alone, so the buttons are a little tighter there.
const narrow = 'px-2.5 sm:px-3'

/** Previous and Next, each disabled at its end of the deck, around the 'n / 13' counter. */
export function DeckControls({
  current,
  count,
  labels,
  title,
  onPrevious,
  onNext,
  previousRef,
  nextRef,
  fullScreen,
  className,
}: DeckControlsProps) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button
        ref={previousRef}
        variant="secondary"
        size="sm"
        className={narrow}
        disabled={current === 1}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="max-sm:sr-only">{labels.previous}</span>
        <span className="sr-only"> {labels.slide}</span>
      </Button>
      <p className="min-w-16 text-center text-sm font-semibold text-slate-700 tabular-nums">
        <span aria-hidden="true">
          {current} / {count}
        </span>
        {/* Read out after every move, with the slide's title, instead of the bare figures. */}
        <span className="sr-only" aria-live="polite">
          {labels.position(current, count, title)}
        </span>
      </p>
      <Button
        ref={nextRef}
        variant="secondary"
        size="sm"
        className={narrow}
        disabled={current === count}
        onClick={onNext}
      >
        <span className="max-sm:sr-only">{labels.next}</span>
        <span className="sr-only"> {labels.slide}</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
      {fullScreen && (
        <Button
          variant="secondary"
          size="sm"
          // A phone's screen is the deck's already, and its bar has no room to spare.
          className={cn(narrow, 'ml-1 max-sm:hidden')}
          onClick={fullScreen.toggle}
          aria-keyshortcuts="F"
        >
          {fullScreen.on ? (
            <Minimize2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Maximize2 aria-hidden="true" className="h-4 w-4" />
          )}
          <span className="max-lg:sr-only">{fullScreen.on ? labels.exitFullScreen : labels.fullScreen}</span>
        </Button>
      )}
    </div>
  )
}
