import { pageAddress } from '@/lib/seo/index.ts'
import { insightsCopy } from '../../copy/insights.ts'
import { ButtonLink } from '../ui/button.tsx'

/** Where the links between the list and the archive's pages lead; a link without an address is left out. */
export interface ArchiveLinks {
  newer?: string
  older?: string
  oldest?: string
}

function Arrow({ children }: { children: string }) {
  return <span aria-hidden="true">{children}</span>
}

/** The links from the list into the archive and between its pages: plain links, which need no script. */
export function ArchiveNav({ links, page }: { links: ArchiveLinks; page?: number }) {
  const copy = insightsCopy.archive
  return (
    <nav aria-label={copy.navLabel}>
      <ul className="flex flex-wrap items-center gap-3">
        {links.newer && (
          <li>
            <ButtonLink href={pageAddress(links.newer)} variant="secondary" size="sm">
              <Arrow>←</Arrow>
              {copy.newer}
            </ButtonLink>
          </li>
        )}
        {page !== undefined && (
          <li aria-current="page" className="px-2 text-sm font-semibold text-slate-700">
            {copy.page(page)}
          </li>
        )}
        {links.older && (
          <li>
            <ButtonLink href={pageAddress(links.older)} variant="secondary" size="sm">
              {copy.older}
              <Arrow>→</Arrow>
            </ButtonLink>
          </li>
        )}
        {links.oldest && (
          <li>
            <ButtonLink href={pageAddress(links.oldest)} variant="secondary" size="sm">
              {copy.oldest}
            </ButtonLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
