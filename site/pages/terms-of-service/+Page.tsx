// https://vike.dev/Page
import { PageHero } from '../../components/sections/PageHero.tsx'
import { LastUpdated } from '../../components/sections/legal/LastUpdated.tsx'
import { LegalDocument } from '../../components/sections/legal/LegalDocument.tsx'
import { legalLabels } from '../../copy/legal/labels.ts'
import { termsOfService } from '../../copy/legal/terms.ts'
import { pages } from '../../copy/pages.ts'

export default function Page() {
  const copy = pages['/terms-of-service']
  return (
    <>
      <PageHero heading={copy.title} lead={copy.lead} eyebrow={legalLabels.eyebrow}>
        <LastUpdated label={legalLabels.updated} date={termsOfService.updated} />
      </PageHero>
      <LegalDocument sections={termsOfService.sections} contentsLabel={legalLabels.contents} />
    </>
  )
}
