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
          className={cn(
            'flex flex-col rounded-xl border p-5 sm:p-6',
            inverse ? 'border-white/15 bg-white/5' : 'border-slate-200 bg-white shadow-sm',
          )}
        >
          <dt className={cn('order-2 mt-2 text-sm', inverse ? 'text-slate-300' : 'text-slate-700')}>{metric.label}</dt>
          <dd
            className={cn(
              'order-1 text-2xl font-bold tracking-tight sm:text-4xl',
              inverse ? 'text-cyan-300' : 'text-brand-700',
            )}
          >
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
