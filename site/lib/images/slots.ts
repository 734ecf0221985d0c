// Where a featured image is shown, and how wide it is there in CSS pixels: the one table that decides
// both the widths an upload is stored at (variants.ts) and the `sizes` a page gives the browser, so
// the browser picks the smallest file that fills the slot sharply. The figures follow the layout:
// Container is max-w-7xl (1280 px) with 16 / 24 / 32 px side padding from 0 / 640 / 1024 px, card
// grids have 24 px gaps, and the article column is max-w-3xl (768 px).

/** A place a featured image fills. */
export type ImageSlot = 'hero' | 'card' | 'featuredCard' | 'thumbnail'

/** The `sizes` attribute for each slot: the image's rendered width at each viewport width. */
export const slotSizes: Record<ImageSlot, string> = {
  // The article column: 704 px wide from 1024 px (768 less 2 × 32), 720 px from 768 px (less 2 × 24).
  hero: '(min-width: 1024px) 704px, (min-width: 768px) 720px, calc(100vw - 32px)',
  // Three cards a row from 1024 px (capped by the 1280 px container), two from 768 px, one below.
  card: '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  // Insights' featured posts: two a row from 768 px.
  featuredCard:
    '(min-width: 1280px) 596px, (min-width: 1024px) calc((100vw - 88px) / 2), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  // The admin list's 96 × 64 px thumbnail.
  thumbnail: '96px',
}

/**
 * The widths an image is stored at, narrowest first: each serves a slot at a pixel density.
 * 400: a card (about 390 px) and a phone's full-width card or article at 1x.
 * 720: the article (704 to 720 px), a featured card, and a phone's card or article at 2x.
 * 1080: a card at 2x on a laptop (780 px), and a phone's card or article at 3x.
 * 1440: the article at 2x, the widest any slot needs.
 */
export const storedWidths = [400, 720, 1080, 1440] as const
