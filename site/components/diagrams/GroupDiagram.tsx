import { cn } from '@/lib/ui/cn.ts'
import { DiagramSvg } from './DiagramSvg.tsx'
import { phoneWidth as width } from './phone.ts'

export interface DiagramGroup {
  label: string
  items: readonly string[]
  /** Items side by side in a row: 1 for long ones, 2 for short ones. */
  columns: 1 | 2
  /** core: the firm or its framework, in the brand colour; muted: what it is set against. */
  tone?: 'core' | 'muted'
}

/** What passes between two groups: down the left, and back up the right when it flows both ways. */
export interface GroupLink {
  down: string
  up?: string
}

const pad = 12
const head = 42
const chip = { height: 36, gap: 6 }
const linkHeight = 58
const spacing = 18
// Boxes sit half their border in from the edge, so no border is cut off.
const inset = 0.75

const tones = {
  plain: { box: 'fill-white stroke-slate-300', label: 'fill-brand-700', chip: 'fill-brand-50', text: 'fill-ink' },
  core: { box: 'fill-brand-700 stroke-brand-700', label: 'fill-white', chip: 'fill-white/15', text: 'fill-white' },
  muted: {
    box: 'fill-slate-50 stroke-slate-300',
    label: 'fill-slate-600',
    chip: 'fill-white stroke-slate-200',
    text: 'fill-slate-700',
  },
}

const groupHeight = (group: DiagramGroup) => {
  const rows = Math.ceil(group.items.length / group.columns)
  return head + rows * chip.height + (rows - 1) * chip.gap + pad
}

/** An arrow from y1 to y2 (either way up) at x. */
function Arrow({ x, y1, y2 }: { x: number; y1: number; y2: number }) {
  const tip = y2 > y1 ? -7 : 7
  return (
    <g className="stroke-brand-600" strokeWidth={2.5} strokeLinecap="round" fill="none">
      <line x1={x} y1={y1} x2={x} y2={y2} />
      <polyline points={`${x - 6},${y2 + tip} ${x},${y2} ${x + 6},${y2 + tip}`} />
    </g>
  )
}

/**
 * Groups stacked top to bottom, each a labelled box of its items; where `links` say what passes
 * between two groups, arrows carry those words down and back up. Drawn narrow enough to read on a
 * phone. Static SVG; its title and description say the same in words.
 */
export function GroupDiagram({
  title,
  description,
  groups,
  links,
  className,
}: {
  title: string
  description: string
  groups: readonly DiagramGroup[]
  /** One per gap between groups, or none for groups that sit side by side in meaning. */
  links?: readonly GroupLink[]
  className?: string
}) {
  const between = links ? linkHeight : spacing
  const tops = groups.map((_, index) =>
    groups.slice(0, index).reduce((sum, group) => sum + groupHeight(group) + between, 0),
  )
  const height = tops[groups.length - 1]! + groupHeight(groups[groups.length - 1]!)
  return (
    <DiagramSvg
      title={title}
      description={description}
      width={width}
      height={height}
      className={cn('max-w-sm', className)}
    >
      {groups.map((group, index) => {
        const top = tops[index]!
        const tone = tones[group.tone ?? 'plain']
        const chipWidth = (width - pad * 2 - (group.columns - 1) * chip.gap) / group.columns
        const link = links?.[index]
        const bottom = top + groupHeight(group)
        return (
          <g key={group.label}>
            <rect
              x={inset}
              y={top + inset}
              width={width - inset * 2}
              height={groupHeight(group) - inset * 2}
              rx={16}
              strokeWidth={inset * 2}
              className={tone.box}
            />
            <text x={pad + 4} y={top + 28} className={cn('text-[16px] font-bold', tone.label)}>
              {group.label}
            </text>
            {group.items.map((item, itemIndex) => {
              const x = pad + (itemIndex % group.columns) * (chipWidth + chip.gap)
              const y = top + head + Math.floor(itemIndex / group.columns) * (chip.height + chip.gap)
              return (
                <g key={item}>
                  <rect x={x} y={y} width={chipWidth} height={chip.height} rx={10} className={tone.chip} />
                  <text
                    x={x + chipWidth / 2}
                    y={y + chip.height / 2 + 5.5}
                    textAnchor="middle"
                    className={cn('text-[15px] font-semibold', tone.text)}
                  >
                    {item}
                  </text>
                </g>
              )
            })}
            {link && index < groups.length - 1 && (
              <>
                <Arrow x={30} y1={bottom + 6} y2={bottom + linkHeight - 6} />
                <text x={46} y={bottom + 24} className="fill-slate-700 text-[15px] font-medium">
                  {link.down}
                </text>
                {link.up && (
                  <>
                    <Arrow x={width - 30} y1={bottom + linkHeight - 6} y2={bottom + 6} />
                    <text
                      x={width - 46}
                      y={bottom + 45}
                      textAnchor="end"
                      className="fill-slate-700 text-[15px] font-medium"
                    >
                      {link.up}
                    </text>
                  </>
                )}
              </>
            )}
          </g>
        )
      })}
    </DiagramSvg>
  )
}
