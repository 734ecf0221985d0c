import { cn } from '@/lib/ui/cn.ts'
import { DiagramSvg } from './DiagramSvg.tsx'

export interface Bar {
  label: string
  value: number
  /** The value as the chart writes it ('20+ sites'). */
  shown: string
}

const width = 520
const left = 16
const barHeight = 44
const rowHeight = 104
const top = 56

/**
 * A before-and-after figure as horizontal bars from one baseline, each labelled with what it counts
 * and its value in words; the longest bar spans the drawing. Static SVG, described in words too.
 */
export function BarChart({
  title,
  description,
  heading,
  bars,
  className,
}: {
  title: string
  description: string
  heading: string
  bars: readonly Bar[]
  className?: string
}) {
  const largest = Math.max(...bars.map((bar) => bar.value))
  const height = top + bars.length * rowHeight - 24
  const span = width - left * 2
  return (
    <DiagramSvg
      title={title}
      description={description}
      width={width}
      height={height}
      className={cn('max-w-xl', className)}
    >
      <rect width={width} height={height} rx={20} className="fill-white stroke-slate-200" strokeWidth={1.5} />
      <text x={left + 4} y={34} className="fill-brand-700 text-[15px] font-bold tracking-wide uppercase">
        {heading}
      </text>
      {bars.map((bar, index) => {
        const y = top + index * rowHeight
        const length = Math.max(barHeight, (bar.value / largest) * span)
        const last = index === bars.length - 1
        return (
          <g key={bar.label}>
            <text x={left + 4} y={y + 16} className="fill-slate-600 text-[15px] font-medium">
              {bar.label}
            </text>
            <rect
              x={left}
              y={y + 26}
              width={length}
              height={barHeight}
              rx={10}
              className={last ? 'fill-brand-700' : 'fill-brand-200'}
            />
            <text
              x={last ? left + 16 : left + length + 12}
              y={y + 26 + barHeight / 2 + 6}
              className={cn('text-[17px] font-bold', last ? 'fill-white' : 'fill-ink')}
            >
              {bar.shown}
            </text>
          </g>
        )
      })}
    </DiagramSvg>
  )
}
