// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ArchiveNav } from '@/components/insights/ArchiveNav.tsx'
import { PostGrid } from '@/components/insights/PostGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Container } from '@/components/ui/container.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { page, posts, nav, hero } = useData<Data>()
  return (
    <>
      <PageHero copy={hero} />
      <Container className="space-y-10 pb-20">
        <PostGrid posts={posts} />
        <ArchiveNav links={nav} page={page} />
      </Container>
    </>
  )
}
