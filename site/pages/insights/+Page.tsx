// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { BranchDiagram } from '../../components/diagrams/BranchDiagram.tsx'
import { ArchiveNav } from '../../components/insights/ArchiveNav.tsx'
import { InsightsExplorer } from '../../components/insights/InsightsExplorer.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Container } from '../../components/ui/container.tsx'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { insightsCopy } from '../../copy/insights.ts'
import type { Data } from './+data.ts'

export default function Page() {
  const { featured, latest, nav, builtAt } = useData<Data>()
  return (
    <>
      <PageHero
        copy={insightsCopy.hero}
        visualOnPhones={false}
        visual={<BranchDiagram {...heroDiagramCopy.insights} />}
      />
      {/* The list is the page's one island: search and the category filter over every post, and a refresh from the backend. */}
      <Island name="insights" component={InsightsExplorer} props={{ featured, latest, builtAt }} />
      {nav && (
        <Container className="-mt-10 pb-20">
          <ArchiveNav links={nav} />
        </Container>
      )}
    </>
  )
}
