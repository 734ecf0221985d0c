import type { ReactNode } from 'react'
import type { SlideBlock } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { ActionRow } from '../sections/ActionRow.tsx'
import { FeatureGrid } from '../sections/FeatureGrid.tsx'
import { MetricGrid } from '../sections/MetricGrid.tsx'
import { CheckList } from '../ui/check-list.tsx'
import { PhaseTimeline } from './PhaseTimeline.tsx'
import { PriceList } from './PriceList.tsx'
import { StepList } from './StepList.tsx'

// A slide is narrower than a page band: fewer figures get wider cells, and values a size smaller stay on one line.
const figureLayouts: Record<number, string> = {
  1: 'max-w-xs grid-cols-1 lg:grid-cols-1',
  2: 'max-w-2xl lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-2 xl:grid-cols-4',
}
const figureClasses = (count: number) => cn('mt-0 [&_dd]:text-2xl sm:[&_dd]:text-3xl', figureLayouts[count])

type Renderers = {
  [Kind in SlideBlock['kind']]: (block: Extract<SlideBlock, { kind: Kind }>, inverse: boolean) => ReactNode
}

// One renderer per kind of block; the shared grids bring their own top margin, which the slide sets instead.
const renderers: Renderers = {
  cards: (block) => <FeatureGrid items={block.items} columns={block.columns ?? 3} className="mt-0" />,
  figures: (block, inverse) => (
    <MetricGrid metrics={block.items} inverse={inverse} className={figureClasses(block.items.length)} />
  ),
  points: (block, inverse) => (
    <CheckList items={block.items} className={cn('sm:text-lg', inverse && 'text-slate-200')} />
  ),
  sequence: (block) => <StepList items={block.items} />,
  timeline: (block) => <PhaseTimeline phases={block.items} />,
  pricing: (block) => <PriceList items={block.items} shareOf={block.shareOf} />,
  actions: (block, inverse) => <ActionRow actions={block.items} inverse={inverse} className="mt-0" />,
}

function renderBlock(block: SlideBlock, inverse: boolean): ReactNode {
  return (renderers[block.kind] as (block: SlideBlock, inverse: boolean) => ReactNode)(block, inverse)
}

/** What a slide shows under its heading and lead, block by block. */
export function SlideBlocks({ blocks, inverse = false }: { blocks: readonly SlideBlock[]; inverse?: boolean }) {
  return blocks.map((block, index) => (
    <div key={index} className="mt-6 sm:mt-8">
      {block.label && (
        <p
          className={cn(
            'mb-4 text-sm font-semibold tracking-wide uppercase',
            inverse ? 'text-cyan-300' : 'text-brand-700',
          )}
        >
          {block.label}
        </p>
      )}
      {renderBlock(block, inverse)}
    </div>
  ))
}
