import { __iconData as chevronLeft } from 'lucide-react/icons/chevron-left'
import { __iconData as chevronRight } from 'lucide-react/icons/chevron-right'
import { __iconData as maximize2 } from 'lucide-react/icons/maximize-2'
import { __iconData as minimize2 } from 'lucide-react/icons/minimize-2'
import type { Ref } from 'react'
import type { DeckLabels } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Button } from '../ui/button.tsx'
import { LucideSvg } from '../ui/lucide.tsx'

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
        <LucideSvg icon={chevronLeft} className="size-4" />
        <span className="max-sm:sr-only">{labels.previous}</span>
        <span className="sr-only"> {labels.slide}</span>
      </Button>
      <p className="deck-count">
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
        <LucideSvg icon={chevronRight} className="size-4" />
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
            <LucideSvg icon={minimize2} className="size-4" />
          ) : (
            <LucideSvg icon={maximize2} className="size-4" />
          )}
          <span className="max-lg:sr-only">{fullScreen.on ? labels.exitFullScreen : labels.fullScreen}</span>
        </Button>
      )}
    </div>
  )
}
