import { cn } from '@/lib/ui/cn.ts'
import { DiagramSvg } from './DiagramSvg.tsx'

export interface DiagramLayer {
  label: string
  items: readonly string[]
  /** The framework itself, drawn in the brand colour. */
  core?: boolean
}

const width = 520
const layerHeight = 104
const gap = 38
const pad = 14
const chipHeight = 36

/**
 * An architecture in layers, top to bottom, joined by two-way arrows: each layer a labelled band of
 * its parts. Static SVG; its title and description say the same in words.
 */
export function LayerDiagram({
  title,
  description,
  layers,
  className,
}: {
  title: string
  description: string
  layers: readonly DiagramLayer[]
  className?: string
}) {
  const height = layers.length * layerHeight + (layers.length - 1) * gap
  return (
    <DiagramSvg
      title={title}
      description={description}
      width={width}
      height={height}
      className={cn('max-w-xl', className)}
    >
      {layers.map((layer, index) => {
        const top = index * (layerHeight + gap)
        const chipWidth = (width - pad * 2 - (layer.items.length - 1) * 8) / layer.items.length
        return (
          <g key={layer.label}>
            {index > 0 && (
              <g className="stroke-brand-600" strokeWidth={2.5} strokeLinecap="round" fill="none">
                <line x1={width / 2} y1={top - gap + 6} x2={width / 2} y2={top - 6} />
                <polyline
                  points={`${width / 2 - 6},${top - gap + 13} ${width / 2},${top - gap + 6} ${width / 2 + 6},${top - gap + 13}`}
                />
                <polyline
                  points={`${width / 2 - 6},${top - 13} ${width / 2},${top - 6} ${width / 2 + 6},${top - 13}`}
                />
              </g>
            )}
            <rect
              x={0}
              y={top}
              width={width}
              height={layerHeight}
              rx={18}
              strokeWidth={1.5}
              className={layer.core ? 'fill-brand-700 stroke-brand-700' : 'fill-white stroke-slate-300'}
            />
            <text
              x={pad + 4}
              y={top + 30}
              className={cn(
                'text-[15px] font-bold tracking-wide uppercase',
                layer.core ? 'fill-white' : 'fill-brand-700',
              )}
            >
              {layer.label}
            </text>
            {layer.items.map((item, itemIndex) => {
              const x = pad + itemIndex * (chipWidth + 8)
              return (
                <g key={item}>
                  <rect
                    x={x}
                    y={top + 48}
                    width={chipWidth}
                    height={chipHeight}
                    rx={9}
                    className={layer.core ? 'fill-white/15' : 'fill-brand-50'}
                  />
                  <text
                    x={x + chipWidth / 2}
                    y={top + 48 + chipHeight / 2 + 5}
                    textAnchor="middle"
                    className={cn('text-[13px] font-semibold', layer.core ? 'fill-white' : 'fill-ink')}
                  >
                    {item}
                  </text>
                </g>
              )
            })}
          </g>
        )
      })}
    </DiagramSvg>
  )
}
