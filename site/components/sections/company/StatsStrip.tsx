import type { Metric } from '@/copy/types.ts'
import { Container } from '../../ui/container.tsx'
import { MetricGrid } from '../MetricGrid.tsx'

/** A row of headline figures directly under a hero; its heading is for assistive technology only. */
export function StatsStrip({ id, heading, metrics }: { id: string; heading: string; metrics: readonly Metric[] }) {
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 bg-white pb-16">
      <Container>
        <h2 id={id} className="sr-only">
          {heading}
        </h2>
        <MetricGrid metrics={metrics} className="mt-0" />
      </Container>
    </section>
  )
}
