import type { Metric } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'

/** Headline figures, each value above what it measures; smaller on phones so a range like '60-80%' stays on one line. */
export function MetricGrid({
  metrics,
  inverse,
  className,
}: {
  metrics: readonly Metric[]
  inverse?: boolean
  className?: string
}) {
  return (
    <dl className={cn('mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {metrics.map((metric) => (
        <div
          key={metric.label}
          className={cn('card flex flex-col p-5 sm:p-6', inverse ? 'card-inverse' : 'card-plain')}
        >
          <dt className={inverse ? 'metric-label text-slate-300' : 'metric-label text-slate-700'}>{metric.label}</dt>
          <dd className={inverse ? 'metric-value text-cyan-300' : 'metric-value text-brand-700'}>{metric.value}</dd>
        </div>
      ))}
    </dl>
  )
}
