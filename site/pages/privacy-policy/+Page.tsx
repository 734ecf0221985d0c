// https://vike.dev/Page
import { PageHero } from '../../components/sections/PageHero.tsx'
import { LastUpdated } from '../../components/sections/legal/LastUpdated.tsx'
import { LegalDocument } from '../../components/sections/legal/LegalDocument.tsx'
import { legalLabels } from '../../copy/legal/labels.ts'
import { privacyPolicy } from '../../copy/legal/privacy.ts'
import { pages } from '../../copy/pages.ts'

export default function Page() {
  const copy = pages['/privacy-policy']
  return (
    <>
      <PageHero heading={copy.title} lead={copy.lead} eyebrow={legalLabels.eyebrow}>
        <LastUpdated label={legalLabels.updated} date={privacyPolicy.updated} />
      </PageHero>
      <LegalDocument sections={privacyPolicy.sections} contentsLabel={legalLabels.contents} />
    </>
  )
}
