// https://vike.dev/Page
import { GroupDiagram } from '../../components/diagrams/GroupDiagram.tsx'
import { LastUpdated } from '../../components/sections/legal/LastUpdated.tsx'
import { LegalDocument } from '../../components/sections/legal/LegalDocument.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { legalLabels } from '../../copy/legal/labels.ts'
import { termsOfService } from '../../copy/legal/terms.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={termsOfService.hero} visual={<GroupDiagram {...heroDiagramCopy.terms} />}>
        <LastUpdated label={legalLabels.updated} date={termsOfService.updated} />
      </PageHero>
      <LegalDocument sections={termsOfService.sections} contentsLabel={legalLabels.contents} />
    </>
  )
}
