import { shareImage, type Post } from '../../lib/blog/index.ts'
import { blogPostingData, breadcrumbData, type PageMeta } from '../../lib/seo/index.ts'

/** An article's head: its SEO title and description, og:type article, its share image, and its structured data. */
export function articleMeta(post: Post, path: string): PageMeta {
  const canonical = `/insights/${post.slug}`
  const preview = shareImage(post)
  return {
    title: post.meta_title ?? post.title,
    description: post.meta_description ?? post.excerpt,
    ogType: 'article',
    path,
    canonical,
    image: preview.path,
    imageAlt: preview.alt,
    imageSize: preview.size,
    keywords: post.tags,
    structuredData: [
      blogPostingData({ ...post, path: canonical, image: post.featured_image_url ?? preview.path }),
      breadcrumbData([
        { name: 'Home', path: '/' },
        { name: 'Insights', path: '/insights' },
        { name: post.title, path: canonical },
      ]),
    ],
  }
}
