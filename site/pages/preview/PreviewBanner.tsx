import { __iconData as eye } from 'lucide-react/icons/eye'
import { Container } from '../../components/ui/container.tsx'
import { LucideSvg } from '../../components/ui/lucide.tsx'
import { previewCopy } from '../../copy/preview.ts'
import { editPostHref } from '../../lib/admin/paths.ts'
import { articlePath } from '../../lib/post/checks/site-routes.ts'
import { pageAddress } from '../../lib/seo/index.ts'
import type { Previewed } from './outcome.ts'
import { longDateTime } from './when.ts'

const copy = previewCopy.banner

/** The bar over a previewed article, saying plainly that it is not (or not yet) what the site shows. */
export function PreviewBanner({ preview }: { preview: Previewed }) {
  const { post, standing, changes, expiresAt, staff } = preview
  const heading = standing === 'published' ? (changes ? copy.changes : copy.published) : copy[standing]
  return (
    <div role="note" aria-labelledby="preview-banner" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <Container className="flex gap-3 py-4">
        <LucideSvg icon={eye} className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p id="preview-banner" className="font-semibold">
            {heading}
          </p>
          {standing === 'scheduled' && <p>{copy.goesLive(longDateTime(post.published_at))}</p>}
          {standing === 'published' && (
            <p>
              {copy.live}{' '}
              <a href={pageAddress(articlePath(post.slug))} className="font-medium underline underline-offset-2">
                {copy.liveLink}
              </a>
              .
            </p>
          )}
          {expiresAt && <p>{copy.expires(longDateTime(expiresAt))}</p>}
          {staff && (
            <p>
              {copy.staff}{' '}
              <a href={editPostHref(post.id)} className="font-medium underline underline-offset-2">
                {copy.backToEditor}
              </a>
            </p>
          )}
        </div>
      </Container>
    </div>
  )
}
