// The Insights list: search, category filter and a refresh from the backend.
import { InsightsExplorer } from '../components/insights/InsightsExplorer.tsx'
import { hydrateIslands } from '../components/islands/hydrate.ts'

hydrateIslands('insights', InsightsExplorer)
