// https://vike.dev/Page
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { InsightsExplorer } from '../../components/insights/InsightsExplorer.tsx'
import { createQueryClient } from '../../components/insights/query-client.ts'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { insightsCopy } from '../../copy/insights.ts'
import type { Data } from './+data.ts'

export default function Page() {
  const { posts, builtAt } = useData<Data>()
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <PageHero copy={insightsCopy.hero} />
      <InsightsExplorer initialPosts={posts} builtAt={builtAt} />
    </QueryClientProvider>
  )
}
