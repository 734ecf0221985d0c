// https://vike.dev/Page
import { ArticleCard } from '../../components/sections/ArticleCard.tsx'
import { CopyPageHero } from '../../components/sections/CopyPageHero.tsx'
import { Container } from '../../components/ui/container.tsx'
import { builtInArticles } from '../../copy/insights.ts'
import { pages } from '../../copy/pages.ts'

export default function Page() {
  return (
    <>
      <CopyPageHero copy={pages['/insights']} />
      <Container className="pb-20">
        <h2 className="text-2xl font-bold tracking-tight">Latest Articles</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {builtInArticles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
