import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestSiteRebuild } from '@/lib/admin/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { noteRebuildRequest } from './useLiveStates.ts'

/**
 * Asks for a rebuild of the public site as the signed-in staff member (never retried, as no
 * mutation is). An accepted request is taken into the live states at once; each caller says what
 * a refusal means on its own screen.
 */
export function useRebuildRequest(client: PublicClient) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => requestSiteRebuild(client),
    onSuccess: (result) => {
      if (result.ok) noteRebuildRequest(queryClient, result.accepted)
    },
  })
}
