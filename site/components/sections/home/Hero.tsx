import { pageAddress } from '@/lib/seo/index.ts'
import type { homeCopy } from '@/copy/home.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'

type HeroCopy = (typeof homeCopy)['hero']

/** The home page's opening: a looping background video (its still poster for less motion) behind the headline and two actions. */
export function Hero({ copy }: { copy: HeroCopy }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-navy-900 text-white">
      {/* preload="none" keeps the video off the critical path: the poster paints first. A visitor who asks
          for less motion is offered no source, so the poster stays, still, with no script needed. */}
      <video
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        poster={copy.video.poster}
        width={1280}
        height={720}
        aria-hidden="true"
      >
        {copy.video.sources.map((source) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            media="(prefers-reduced-motion: no-preference)"
          />
        ))}
        {copy.video.fallback}
      </video>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/40"
        aria-hidden="true"
      />
      <Container className="py-24 sm:py-32 lg:py-40">
        <p className="text-sm font-semibold tracking-wide text-cyan-300 uppercase">{copy.eyebrow}</p>
        <h1 id="hero-heading" className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          {copy.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{copy.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href={pageAddress(copy.primary.href)} size="lg">
            {copy.primary.label}
          </ButtonLink>
          <ButtonLink href={pageAddress(copy.secondary.href)} variant="outlineInverse" size="lg">
            {copy.secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
