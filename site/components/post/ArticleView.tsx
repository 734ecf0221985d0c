import { __iconData as arrowLeft } from 'lucide-react/icons/arrow-left'
import { __iconData as calendar } from 'lucide-react/icons/calendar'
import { __iconData as clock } from 'lucide-react/icons/clock'
import { __iconData as userRound } from 'lucide-react/icons/user-round'
import { pageAddress } from '@/lib/seo/index.ts'
import { insightsCopy } from '../../copy/insights.ts'
import { categoryLabel, formatLongDate, readTimeLabel, type Post, type PostSummary } from '../../lib/blog/index.ts'
import { PostCard } from '../insights/PostCard.tsx'
import { Container } from '../ui/container.tsx'
import { LucideSvg } from '../ui/lucide.tsx'
import { DocRenderer } from './DocRenderer.tsx'
import { FeaturedImage } from './FeaturedImage.tsx'
import { ShareButton } from './ShareButton.tsx'

/** A published article: its header, body, tags, share button, author and related posts. */
export function ArticleView({
  post,
  related,
  hydrated,
  shareable = true,
}: {
  post: Post
  related: PostSummary[]
  hydrated?: boolean
  /** False on a preview, whose address carries a private link that must not be passed on. */
  shareable?: boolean
}) {
  const copy = insightsCopy.article
  return (
    <>
      <article className="py-12 sm:py-16">
        <Container className="max-w-3xl">
          <a
            href={pageAddress('/insights')}
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <LucideSvg icon={arrowLeft} className="size-4" />
            {insightsCopy.back}
          </a>
          <p className="mt-8">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
              {categoryLabel(post.category)}
            </span>
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{post.title}</h1>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <LucideSvg icon={userRound} className="size-4" />
              {post.author_name}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <LucideSvg icon={calendar} className="size-4" />
              <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <LucideSvg icon={clock} className="size-4" />
              {readTimeLabel(post.read_time_minutes)}
            </span>
          </p>
          {post.featured_image_url && (
            <FeaturedImage
              url={post.featured_image_url}
              alt={post.featured_image_alt ?? ''}
              set={post.featured_image_set}
              slot="hero"
              priority
              className="mt-10 aspect-video w-full rounded-xl"
            />
          )}
          <div className="mt-10">
            <DocRenderer doc={post.content} />
          </div>
          {post.tags.length > 0 && (
            <ul aria-label={insightsCopy.tagsLabel} className="mt-10 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {shareable && (
            <div className="mt-8 border-t border-slate-200 pt-8">
              <ShareButton
                hydrated={hydrated}
                title={post.title}
                text={post.excerpt}
                url={pageAddress(`/insights/${post.slug}`)}
                label={copy.share}
                copied={copy.copied}
                manual={copy.copyManually}
              />
            </div>
          )}
          <aside aria-label={copy.aboutAuthor} className="mt-10 flex gap-4 rounded-xl bg-slate-50 p-6">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {post.author_name.charAt(0)}
            </span>
            <div>
              <p className="font-semibold text-ink">{post.author_name}</p>
              <p className="text-sm text-slate-700">{post.author_role}</p>
              <p className="mt-2 text-slate-700">{copy.authorBlurb}</p>
            </div>
          </aside>
        </Container>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-16">
          <Container>
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink">
              {copy.related}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  )
}
