import { __iconData as arrowLeft } from 'lucide-react/icons/arrow-left'
import { pageAddress } from '@/lib/seo/index.ts'
import type { Action } from '@/copy/types.ts'
import { Container } from '../../ui/container.tsx'
import { LucideSvg } from '../../ui/lucide.tsx'

/** A link back to the parent page, above the hero; its band continues the hero's tint. */
export function BackLink({ action }: { action: Action }) {
  return (
    <div className="bg-brand-50">
      <Container className="pt-8">
        <a
          href={pageAddress(action.href)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <LucideSvg icon={arrowLeft} className="size-4" />
          {action.label}
        </a>
      </Container>
    </div>
  )
}
