import { builtInArticles } from '../../copy/insights.ts'
import type { PostSummary } from '../../lib/blog/index.ts'
import { site } from '../../site.config.ts'

const day = 86_400_000

/** The three built-in articles as cards, dated the spec's days before `now`: shown when no post can be read. */
export function builtInSummaries(now: number): PostSummary[] {
  return builtInArticles.map((article) => {
    const date = new Date(now - article.daysAgo * day).toISOString()
    return {
      id: `built-in-${article.slug}`,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      category: article.category,
      tags: [],
      author_name: site.authors.team.name,
      author_role: site.authors.team.role,
      published_at: date,
      updated_at: date,
      read_time_minutes: article.readTimeMinutes,
      featured: false,
      featured_image_url: null,
      featured_image_alt: null,
    }
  })
}
