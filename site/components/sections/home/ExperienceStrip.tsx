import { Container } from '../../ui/container.tsx'

/** A band naming the organisations the team has delivered for. */
export function ExperienceStrip({ heading, clients }: { heading: string; clients: readonly string[] }) {
  return (
    <section aria-labelledby="experience-heading" className="border-b border-slate-200 bg-slate-50">
      <Container className="py-10 text-center">
        <h2 id="experience-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {heading}
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-10 gap-y-4">
          {clients.map((client) => (
            <li key={client} className="text-base font-semibold text-slate-600 sm:text-lg">
              {client}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
