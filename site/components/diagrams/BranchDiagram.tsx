import { cn } from '@/lib/ui/cn.ts'
import { DiagramSvg } from './DiagramSvg.tsx'
import { phoneWidth as width } from './phone.ts'

/** A box of the diagram: its name, a short line under it and, for a branch, a word at its right (how long, say). */
export interface Branch {
  label: string
  detail?: string
  tag?: string
}

const spine = 22
const indent = 44
const gap = 10
// Boxes sit half their border in from the edge, so no border is cut off.
const inset = 0.75

/**
 * One thing and what hangs from it: a root box across the top, and its branches stacked under it,
 * each joined to one spine down the left. Drawn narrow enough to read on a phone. Static SVG; its
 * title and description say the same in words.
 */
export function BranchDiagram({
  title,
  description,
  root,
  branches,
  className,
}: {
  title: string
  description: string
  root: Branch
  branches: readonly Branch[]
  className?: string
}) {
  const rootHeight = root.detail ? 66 : 46
  const branchHeight = branches.some((branch) => branch.detail) ? 58 : 44
  const branchTop = (index: number) => rootHeight + 16 + index * (branchHeight + gap)
  const middle = (index: number) => branchTop(index) + branchHeight / 2
  const height = branchTop(branches.length - 1) + branchHeight
  return (
    <DiagramSvg
      title={title}
      description={description}
      width={width}
      height={height}
      className={cn('max-w-sm', className)}
    >
      <rect width={width} height={rootHeight} rx={16} className="fill-brand-700" />
      <text x={18} y={root.detail ? 28 : rootHeight / 2 + 6} className="fill-white text-[17px] font-bold">
        {root.label}
      </text>
      {root.detail && (
        <text x={18} y={52} className="fill-brand-100 text-[15px]">
          {root.detail}
        </text>
      )}
      <line
        x1={spine}
        y1={rootHeight}
        x2={spine}
        y2={middle(branches.length - 1)}
        strokeWidth={2}
        className="stroke-brand-600"
      />
      {branches.map((branch, index) => {
        const top = branchTop(index)
        const labelY = top + (branch.detail ? 24 : branchHeight / 2 + 6)
        return (
          <g key={branch.label}>
            <line
              x1={spine}
              y1={middle(index)}
              x2={indent}
              y2={middle(index)}
              strokeWidth={2}
              className="stroke-brand-600"
            />
            <circle cx={spine} cy={middle(index)} r={4.5} className="fill-brand-600" />
            <rect
              x={indent}
              y={top + inset}
              width={width - indent - inset}
              height={branchHeight - inset * 2}
              rx={12}
              strokeWidth={inset * 2}
              className="fill-white stroke-slate-300"
            />
            <text x={indent + 14} y={labelY} className="fill-ink text-[16px] font-bold">
              {branch.label}
            </text>
            {branch.tag && (
              <text x={width - 14} y={labelY} textAnchor="end" className="fill-brand-700 text-[15px] font-bold">
                {branch.tag}
              </text>
            )}
            {branch.detail && (
              <text x={indent + 14} y={top + 45} className="fill-slate-600 text-[15px]">
                {branch.detail}
              </text>
            )}
          </g>
        )
      })}
    </DiagramSvg>
  )
}
