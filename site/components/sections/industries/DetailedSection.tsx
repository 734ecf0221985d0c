import type { DetailedSectionCopy } from '@/copy/industries/types.ts'
import { Section, type Tone } from '../Section.tsx'
import { DetailedFeatureGrid } from './DetailedFeatureGrid.tsx'

/** A band of use cases or compliance areas, with its closing remark. */
export function DetailedSection({
  id,
  copy,
  tone,
  columns,
}: {
  id: string
  copy: DetailedSectionCopy
  tone: Tone
  columns: 2 | 3
}) {
  return (
    <Section id={id} copy={copy} tone={tone}>
      <DetailedFeatureGrid items={copy.items} pointsLabel={copy.pointsLabel} columns={columns} />
      {copy.note && <p className="mt-8 max-w-3xl border-l-4 border-brand-700 pl-4 text-slate-700">{copy.note}</p>}
    </Section>
  )
}
