import { cn } from '@/lib/ui/cn.ts'
import type { diagramCopy } from '@/copy/diagrams.ts'
import type { Phase } from '@/copy/types.ts'
import { DiagramSvg } from './DiagramSvg.tsx'

type TimelineCopy = (typeof diagramCopy)['phaseTimeline']

const width = 460
const row = 72
const top = 36
const rail = 44

/**
 * The delivery phases as a timeline: numbered stops down one rail, each with its name and how long
 * it takes. Static SVG; its title and description carry the same for people who cannot see it.
 */
export function PhaseTimeline({
  copy,
  phases,
  className,
}: {
  copy: TimelineCopy
  phases: readonly Phase[]
  className?: string
}) {
  const height = top * 2 + row * (phases.length - 1)
  const y = (index: number) => top + index * row
  return (
    <DiagramSvg
      title={copy.title}
      description={copy.description(phases)}
      width={width}
      height={height}
      className={cn('max-w-md', className)}
    >
      <line x1={rail} y1={y(0)} x2={rail} y2={y(phases.length - 1)} strokeWidth={4} className="stroke-brand-200" />
      {phases.map((phase, index) => {
        const last = index === phases.length - 1
        return (
          <g key={phase.name}>
            <circle
              cx={rail}
              cy={y(index)}
              r={22}
              strokeWidth={3}
              className={last ? 'fill-white stroke-brand-700' : 'fill-brand-700 stroke-brand-700'}
            />
            <text
              x={rail}
              y={y(index) + 7}
              textAnchor="middle"
              className={cn('text-[19px] font-bold', last ? 'fill-brand-700' : 'fill-white')}
            >
              {index + 1}
            </text>
            <text x={rail + 42} y={y(index) - 2} className="fill-ink text-[19px] font-semibold">
              {phase.name}
            </text>
            {phase.duration && (
              <text x={rail + 42} y={y(index) + 22} className="fill-slate-600 text-[15px]">
                {phase.duration}
              </text>
            )}
          </g>
        )
      })}
    </DiagramSvg>
  )
}
