import { pageAddress } from '@/lib/seo/index.ts'
import type { LegalListItem, LegalSection, LegalText as LegalTextCopy } from '@/copy/legal/types.ts'
import { Card } from '../../ui/card.tsx'
import { Container } from '../../ui/container.tsx'

/** A legal document: a table of contents beside its numbered sections, each reachable by its anchor. */
export function LegalDocument({
  sections,
  contentsLabel,
}: {
  sections: readonly LegalSection[]
  contentsLabel: string
}) {
  return (
    <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <Card as="nav" tone="muted" aria-labelledby="contents-heading" className="self-start lg:sticky lg:top-28">
        <h2 id="contents-heading" className="text-lg font-semibold text-ink">
          {contentsLabel}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:text-slate-600">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </Card>
      <div className="max-w-3xl space-y-12">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
              <span className="text-brand-700">{index + 1}.</span> {section.heading}
            </h2>
            {/* The text quotes addresses in full (the site's URL), which break rather than widen a phone's page. */}
            <div className="mt-4 space-y-4 leading-relaxed wrap-anywhere text-slate-700">
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>
                  <LegalText text={paragraph} />
                </p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">
                  {section.list.map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <LegalListItemText item={item} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
    </Container>
  )
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** A sentence of legal text with its links. */
function LegalText({ text }: { text: LegalTextCopy }) {
  if (typeof text === 'string') return text
  return text.map((run, index) =>
    typeof run === 'string' ? (
      run
    ) : (
      <a key={index} href={pageAddress(run.href)} className={linkClass}>
        {run.text}
      </a>
    ),
  )
}

/** A list item of legal text, with its leading term in bold when it has one. */
function LegalListItemText({ item }: { item: LegalListItem }) {
  if (typeof item === 'object' && 'term' in item) {
    return (
      <>
        <strong className="font-semibold text-ink">{item.term}:</strong> <LegalText text={item.text} />
      </>
    )
  }
  return <LegalText text={item} />
}
