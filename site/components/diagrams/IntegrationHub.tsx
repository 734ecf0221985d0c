import { cn } from '@/lib/ui/cn.ts'
import type { HubCopy } from '@/copy/diagrams.ts'
import { DiagramSvg } from './DiagramSvg.tsx'

// The drawing's own units: the hub in the middle, the systems on an ellipse around it.
const width = 520
const height = 400
const centre = { x: width / 2, y: height / 2 }
const node = { width: 172, height: 46 }
const hub = { width: 190, height: 96 }
const orbit = { x: 170, y: 160 }

/** Where the n-th of `count` systems sits: evenly round the ellipse, the first at the top. */
function place(index: number, count: number) {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count
  return { x: centre.x + orbit.x * Math.cos(angle), y: centre.y + orbit.y * Math.sin(angle) }
}

/**
 * The integration hub: a business's systems around one central layer, each joined to it once rather
 * than to each other. Static SVG drawn at build time, no script; its title and description say what
 * it shows to people who cannot see it.
 */
export function IntegrationHub({
  copy,
  inverse = false,
  className,
}: {
  copy: HubCopy
  /** Drawn on a dark band. */
  inverse?: boolean
  className?: string
}) {
  const systems = copy.systems.map((label, index) => ({ label, ...place(index, copy.systems.length) }))
  return (
    <DiagramSvg
      title={copy.title}
      description={copy.description}
      width={width}
      height={height}
      className={cn('max-w-xl', className)}
    >
      <g className={inverse ? 'stroke-cyan-300/60' : 'stroke-brand-200'} strokeWidth={2} strokeDasharray="6 6">
        {systems.map((system) => (
          <line key={system.label} x1={centre.x} y1={centre.y} x2={system.x} y2={system.y} />
        ))}
      </g>
      {systems.map((system) => (
        <circle
          key={system.label}
          // Data on its way, drawn clear of the hub.
          cx={centre.x + (system.x - centre.x) * 0.7}
          cy={centre.y + (system.y - centre.y) * 0.7}
          r={5}
          className={inverse ? 'fill-cyan-300' : 'fill-brand-600'}
        />
      ))}
      <rect
        x={centre.x - hub.width / 2}
        y={centre.y - hub.height / 2}
        width={hub.width}
        height={hub.height}
        rx={18}
        className={inverse ? 'fill-white' : 'fill-brand-700'}
      />
      <text
        x={centre.x}
        y={centre.y - 4}
        textAnchor="middle"
        className={cn('text-[19px] font-bold', inverse ? 'fill-navy-900' : 'fill-white')}
      >
        {copy.hub}
      </text>
      <text
        x={centre.x}
        y={centre.y + 22}
        textAnchor="middle"
        className={cn('text-[15px]', inverse ? 'fill-slate-600' : 'fill-brand-100')}
      >
        {copy.hubDetail}
      </text>
      {systems.map((system) => (
        <g key={system.label}>
          <rect
            x={system.x - node.width / 2}
            y={system.y - node.height / 2}
            width={node.width}
            height={node.height}
            rx={12}
            strokeWidth={1.5}
            className={inverse ? 'fill-navy-950 stroke-slate-500' : 'fill-white stroke-slate-300'}
          />
          <text
            x={system.x}
            y={system.y + 6}
            textAnchor="middle"
            className={cn('text-[16px] font-semibold', inverse ? 'fill-white' : 'fill-ink')}
          >
            {system.label}
          </text>
        </g>
      ))}
    </DiagramSvg>
  )
}
