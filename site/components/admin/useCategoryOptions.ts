import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from 'sonner'
import { loadCategories, loadedOrThrow } from '@/lib/admin/index.ts'
import { categories as standardCategories } from '@/lib/post/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { adminCopy } from '@/copy/admin.ts'
import { adminKeys, adminRetry } from './queries.ts'

/** The site's categories, for the editor's Category field and the list's filter: the standard ones until (and unless) the backend's arrive. */
export function useCategoryOptions(client: PublicClient): readonly { slug: string; name: string }[] {
  const query = useQuery({
    queryKey: adminKeys.categories,
    queryFn: async () => loadedOrThrow(await loadCategories(client)).value,
    ...adminRetry,
  })
  useEffect(() => {
    if (query.error)
      toast.error(adminCopy.categoriesFailed.title, { description: adminCopy.categoriesFailed.description })
  }, [query.error])
  return query.data?.length ? query.data : standardCategories
}
