// The presentation's deck: one slide at a time, moved by buttons, keys and the slide list.
import { hydrateIslands } from '../components/islands/hydrate.ts'
import { DeckNavigation } from '../components/presentation/DeckNavigation.tsx'

hydrateIslands('deck', DeckNavigation)
