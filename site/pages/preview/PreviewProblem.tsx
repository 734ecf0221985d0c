import { useEffect, useRef, type ReactNode } from 'react'
import { Button, ButtonLink } from '../../components/ui/button.tsx'
import { Container } from '../../components/ui/container.tsx'
import { previewCopy, type PreviewProblem as Problem } from '../../copy/preview.ts'
import { adminPaths, editPostHref } from '../../lib/admin/paths.ts'
import { pageAddress } from '../../lib/seo/index.ts'
import type { Outcome } from './outcome.ts'
import { longDateTime } from './when.ts'

const { problems, staff } = previewCopy

/** Why there is no article to show, said in the page's one heading, which takes the focus so it is read out. */
function ProblemView({
  problem,
  alert = false,
  children,
}: {
  problem: Problem
  alert?: boolean
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [problem])
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus:outline-none">
        {problem.heading}
      </h1>
      <p role={alert ? 'alert' : undefined} className="mt-4 max-w-xl text-lg text-slate-700">
        {problem.text}
      </p>
      {children && <div className="mt-8">{children}</div>}
    </Container>
  )
}

/** What the page says in place of an article, for every outcome that has none. */
export function PreviewProblem({
  outcome,
  onRetry,
}: {
  outcome: Exclude<Outcome, { kind: 'found' }>
  onRetry: () => void
}) {
  switch (outcome.kind) {
    case 'incomplete':
    case 'unknown':
      return <ProblemView problem={problems[outcome.kind]} />
    case 'failed':
      return (
        <ProblemView problem={problems.failed} alert>
          <Button onClick={onRetry}>{problems.failed.retry}</Button>
        </ProblemView>
      )
    case 'signIn':
      return (
        <ProblemView problem={staff.signIn}>
          <ButtonLink href={editPostHref(outcome.postId)}>{staff.signIn.link}</ButtonLink>
        </ProblemView>
      )
    case 'missing':
      return (
        <ProblemView problem={staff.missing}>
          <ButtonLink href={adminPaths.list}>{staff.missing.link}</ButtonLink>
        </ProblemView>
      )
    case 'ended':
      return <EndedLink ended={outcome.ended} />
  }
}

/** A link that worked once: expired, revoked, or ended by its post's publication or deletion. */
function EndedLink({ ended }: { ended: Extract<Outcome, { kind: 'ended' }>['ended'] }) {
  const at = longDateTime(ended.at)
  switch (ended.reason) {
    case 'expired':
      return <ProblemView problem={problems.expired(at)} />
    case 'revoked':
      return <ProblemView problem={problems.revoked(at)} />
    case 'deleted':
      return <ProblemView problem={problems.deleted} />
    case 'published': {
      if (ended.standing === 'draft' || !ended.publishedAt) return <ProblemView problem={problems.unpublished} />
      // A scheduled article is not on the site yet: its address is given to note, not to follow.
      if (ended.standing === 'scheduled')
        return (
          <ProblemView problem={problems.scheduled(longDateTime(ended.publishedAt))}>
            <p className="font-mono text-lg break-all text-ink">{ended.path}</p>
          </ProblemView>
        )
      return (
        <ProblemView problem={problems.published}>
          <ButtonLink href={pageAddress(ended.path)}>{problems.published.link}</ButtonLink>
        </ProblemView>
      )
    }
  }
}
