import type { PageCopy } from '../../copy/pages.ts'
import { PageHero } from './PageHero.tsx'

/** The hero of a page whose heading and lead come from the page table. */
export function CopyPageHero({ copy, eyebrow }: { copy: PageCopy; eyebrow?: string }) {
  return <PageHero heading={copy.heading ?? copy.title} lead={copy.lead} eyebrow={eyebrow} />
}
