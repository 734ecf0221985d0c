// https://vike.dev/Page
import { ContactAside } from '../../components/contact/ContactAside.tsx'
import { ContactEnquiry } from '../../components/contact/ContactEnquiry.tsx'
import { PhaseTimeline } from '../../components/diagrams/PhaseTimeline.tsx'
import { phoneWidth } from '../../components/diagrams/phone.ts'
import { Island } from '../../components/islands/Island.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Container } from '../../components/ui/container.tsx'
import { contactCopy } from '../../copy/contact.ts'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { functionUrl } from '../../lib/supabase/functions.ts'

export default function Page() {
  return (
    <>
      <PageHero
        copy={contactCopy.hero}
        visualOnPhones={false}
        visual={<PhaseTimeline {...heroDiagramCopy.contact} width={phoneWidth} className="max-w-sm" />}
      />
      <section aria-labelledby="enquiry-heading" className="pb-20">
        <Container className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight text-ink">
              {contactCopy.form.heading}
            </h2>
            <p className="mt-2 text-slate-700">{contactCopy.form.lead}</p>
            {/* The form works as plain HTML; its island sends it without leaving the page. */}
            <Island name="contact" component={ContactEnquiry} props={{ action: functionUrl('contact-form') }} />
          </div>
          <div className="lg:col-span-2">
            <ContactAside copy={contactCopy} />
          </div>
        </Container>
      </section>
    </>
  )
}
