// https://vike.dev/Page
import { BranchDiagram } from '../../components/diagrams/BranchDiagram.tsx'
import { LastUpdated } from '../../components/sections/legal/LastUpdated.tsx'
import { LegalDocument } from '../../components/sections/legal/LegalDocument.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { legalLabels } from '../../copy/legal/labels.ts'
import { privacyPolicy } from '../../copy/legal/privacy.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={privacyPolicy.hero} visual={<BranchDiagram {...heroDiagramCopy.privacy} />}>
        <LastUpdated label={legalLabels.updated} date={privacyPolicy.updated} />
      </PageHero>
      <LegalDocument sections={privacyPolicy.sections} contentsLabel={legalLabels.contents} />
    </>
  )
}
