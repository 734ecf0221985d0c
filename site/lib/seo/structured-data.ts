import { site } from '../../site.config.ts'
import { absoluteUrl, pageUrl } from './head.ts'

/** schema.org Organization data for the home page. */
export function organizationData(description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    alternateName: site.formerName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    description,
    email: site.email.contact,
    founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.role },
    areaServed: ['India', 'Australia', 'New Zealand', 'Europe', 'North America'],
    knowsAbout: [
      'ERP modernization',
      'Enterprise application integration',
      'Business process automation',
      'Data hubs and analytics',
    ],
  }
}

/** schema.org BreadcrumbList for a page below the home page. */
export function breadcrumbData(trail: readonly { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  }
}

/**
 * An article's author for schema.org: the firm itself for posts signed by the team, else the person,
 * each with the page that introduces them.
 */
function authorData(post: { author_name: string; author_role: string }): object {
  const { team } = site.authors
  if (post.author_name === team.name && post.author_role === team.role)
    return { '@type': 'Organization', name: site.name, url: absoluteUrl('/') }
  return { '@type': 'Person', name: post.author_name, jobTitle: post.author_role, url: pageUrl('/team') }
}

/** schema.org BlogPosting for an article. */
export function blogPostingData(post: {
  title: string
  excerpt: string
  path: string
  published_at: string
  updated_at: string
  author_name: string
  author_role: string
  image?: string | null
  tags: readonly string[]
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: pageUrl(post.path),
    mainEntityOfPage: pageUrl(post.path),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: authorData(post),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') },
    },
    image: absoluteUrl(post.image ?? '/og-image.jpg'),
    keywords: post.tags.join(', '),
  }
}
