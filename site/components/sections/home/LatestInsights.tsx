import type { PostSummary } from '@/lib/blog/index.ts'
import { pageAddress } from '@/lib/seo/index.ts'
import type { insightsCopy } from '@/copy/insights.ts'
import { PostCard } from '../../insights/PostCard.tsx'
import { ButtonLink } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** The three latest articles and a link to all of them. */
export function LatestInsights({ copy, posts }: { copy: (typeof insightsCopy)['home']; posts: PostSummary[] }) {
  return (
    <section aria-labelledby="insights-heading" className="bg-slate-50 py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="insights-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
          <ButtonLink href={pageAddress(copy.action.href)} variant="secondary">
            {copy.action.label}
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} shortDate />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
