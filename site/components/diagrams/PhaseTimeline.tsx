import { cn } from '@/lib/ui/cn.ts'
import { DiagramSvg } from './DiagramSvg.tsx'

/** One stop on the timeline: what happens, and a short line under it (how long, who, when). */
export interface TimelineStop {
  name: string
  detail?: string
}

const row = 72
const top = 36
const rail = 44

/** A tick drawn inside a stop's circle, centred on it. */
const tick = 'M -9 1 l 6 6 l 12 -13'

/**
 * Stops in order as a timeline: numbered circles down one rail, each with its name and a short line
 * under it. Without `done` the last stop is drawn open, as the one that carries on; with it, the first
 * `done` stops are ticked and the rest open, as the steps still to come. Static SVG; its title and
 * description carry the same for people who cannot see it.
 */
export function PhaseTimeline({
  title,
  description,
  stops,
  done,
  width = 460,
  className,
}: {
  title: string
  description: string
  stops: readonly TimelineStop[]
  /** How many stops are behind the reader, ticked. */
  done?: number
  /** The drawing's width in its own units: narrower draws the same text larger on a phone. */
  width?: number
  className?: string
}) {
  const height = top * 2 + row * (stops.length - 1)
  const y = (index: number) => top + index * row
  const open = (index: number) => (done === undefined ? index === stops.length - 1 : index >= done)
  return (
    <DiagramSvg
      title={title}
      description={description}
      width={width}
      height={height}
      className={cn('max-w-md', className)}
    >
      <line x1={rail} y1={y(0)} x2={rail} y2={y(stops.length - 1)} strokeWidth={4} className="stroke-brand-200" />
      {stops.map((stop, index) => (
        <g key={stop.name}>
          <circle
            cx={rail}
            cy={y(index)}
            r={22}
            strokeWidth={3}
            className={open(index) ? 'fill-white stroke-brand-700' : 'fill-brand-700 stroke-brand-700'}
          />
          {done !== undefined && index < done ? (
            <path
              d={tick}
              transform={`translate(${rail} ${y(index)})`}
              fill="none"
              strokeWidth={3.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="stroke-white"
            />
          ) : (
            <text
              x={rail}
              y={y(index) + 7}
              textAnchor="middle"
              className={cn('text-[19px] font-bold', open(index) ? 'fill-brand-700' : 'fill-white')}
            >
              {index + 1}
            </text>
          )}
          <text x={rail + 42} y={y(index) - 2} className="fill-ink text-[19px] font-semibold">
            {stop.name}
          </text>
          {stop.detail && (
            <text x={rail + 42} y={y(index) + 22} className="fill-slate-600 text-[15px]">
              {stop.detail}
            </text>
          )}
        </g>
      ))}
    </DiagramSvg>
  )
}
