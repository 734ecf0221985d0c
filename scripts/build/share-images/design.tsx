// What a share image looks like, as element trees satori lays out: the generated cover of a card
// (site/components/insights/PostCover.tsx) drawn at 1200×630, or a featured image under the same
// category, title and brand. Satori takes inline styles, a subset of CSS, instead of Tailwind classes.
import { cloneElement } from 'react'
import { LogoMark } from '../../../site/components/ui/logo.tsx'
import { categoryLabel, shareImageSize } from '../../../site/lib/blog/index.ts'
import { site } from '../../../site/site.config.ts'
import { drawableText, fontFamily, fontWeights } from './fonts.ts'

/** The site's colours the design uses: Tailwind's and site/styles/global.css's values of the same names. */
const colors = {
  brand800: '#1e40af',
  brand900: '#1e3a8a',
  navy900: '#0b1a33',
  navy950: '#071024',
  cyan800: 'oklch(45% 0.085 224.283)',
  indigo800: 'oklch(39.8% 0.195 277.366)',
  slate700: 'oklch(37.2% 0.044 257.287)',
  cyan200: 'oklch(91.7% 0.08 205.041)',
  slate300: 'oklch(86.9% 0.022 252.894)',
}

// Each category its own ground, as on the cards' covers.
const grounds: Record<string, [from: string, to: string]> = {
  'erp-modernization': [colors.brand800, colors.navy950],
  'data-integration': [colors.cyan800, colors.navy950],
  'process-automation': [colors.indigo800, colors.navy950],
  'industry-insights': [colors.slate700, colors.navy950],
  technical: [colors.navy900, colors.brand900],
}

const { width, height } = shareImageSize

/** The space kept clear at the image's edges: previews crop a little, and text needs air. */
export const margin = { x: 80, y: 64 }

/** The line the category takes at the top, and the brand's at the foot (its mark's height). */
const categoryLine = 32
const brandLine = 48

/** The most lines a title takes: four on the cover, as on a card, three over a photo, which needs room. */
export const titleLines = { cover: 4, photo: 3 }

export const titleLineHeight = 1.2

/**
 * Where the cover's title goes: 85% of the width inside the margins, as on a card, and centred
 * between the category and the brand, as a column spaced between the three lays it out.
 */
export const coverTitleArea = {
  left: margin.x,
  width: Math.round((width - 2 * margin.x) * 0.85),
  top: margin.y + categoryLine,
  bottom: height - margin.y - brandLine,
}

/** A title's size in pixels: large while it is short, smaller as it grows, so most titles fit whole. */
export function titleSize(title: string, photo: boolean): number {
  const sizes = photo ? [60, 52, 46] : [72, 64, 56]
  return title.length <= 40 ? sizes[0]! : title.length <= 80 ? sizes[1]! : sizes[2]!
}

/** The brand mark at a pixel size: satori sizes an <svg> by its attributes, which LogoMark leaves to CSS. */
const mark = (size: number) => cloneElement(LogoMark({}), { width: size, height: size })

function Category({ category }: { category: string }) {
  return (
    <div
      style={{
        fontSize: 26,
        lineHeight: `${categoryLine}px`,
        fontWeight: fontWeights.semibold,
        letterSpacing: 2,
        color: colors.cyan200,
      }}
    >
      {categoryLabel(category)}
    </div>
  )
}

function Title({ title, photo }: { title: string; photo: boolean }) {
  const text = drawableText(title)
  return (
    <div
      style={{
        display: 'block',
        fontSize: titleSize(text, photo),
        fontWeight: fontWeights.bold,
        lineHeight: titleLineHeight,
        lineClamp: photo ? titleLines.photo : titleLines.cover,
        // A word longer than the line breaks rather than running off the image.
        wordBreak: 'break-word',
        color: 'white',
      }}
    >
      {text}
    </div>
  )
}

function Brand() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, height: brandLine }}>
      {mark(brandLine)}
      <div style={{ fontSize: 28, fontWeight: fontWeights.semibold, color: colors.slate300 }}>{site.name}</div>
    </div>
  )
}

const canvas = {
  width,
  height,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  fontFamily,
  color: 'white',
} as const

/**
 * The cover without its title: the category's ground, the brand mark large in a corner, the
 * category at the top and the brand at the foot. The same for every post of a category, so it is
 * drawn once and each title set into it (title-type.ts, at coverTitleArea).
 */
export function CoverGround({ category }: { category: string }) {
  const [from, to] = grounds[category] ?? grounds.technical!
  return (
    <div
      style={{
        ...canvas,
        position: 'relative',
        justifyContent: 'space-between',
        padding: `${margin.y}px ${margin.x}px`,
        backgroundImage: `linear-gradient(to bottom right, ${from}, ${to})`,
      }}
    >
      <div style={{ position: 'absolute', right: -72, bottom: -72, display: 'flex', opacity: 0.2 }}>{mark(432)}</div>
      <Category category={category} />
      <Brand />
    </div>
  )
}

/**
 * The cover's title as satori lays it out, alone on a transparent canvas coverTitleArea.width wide:
 * title-type.ts sets it faster, and its tests hold the two to the same lines and pixels.
 */
export function CoverTitle({ title }: { title: string }) {
  return (
    <div style={{ display: 'flex', width: coverTitleArea.width, fontFamily }}>
      <Title title={title} photo={false} />
    </div>
  )
}

/** How far above the caption the scrim over a photo starts to fade in, and how opaque it is from the caption down. */
export const scrimFade = 120
export const scrimOpacity = 0.88

/**
 * The layer drawn over a featured image: the category, title and brand at the foot, on a navy scrim
 * that fades in above them and is at least 88% opaque behind every letter, so the text keeps a
 * contrast of 7:1 or more even over a white photo.
 */
export function PhotoOverlay({ title, category }: { title: string; category: string }) {
  return (
    <div style={{ ...canvas, justifyContent: 'flex-end' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 18,
          padding: `${scrimFade}px ${margin.x}px ${margin.y}px`,
          backgroundImage: `linear-gradient(to bottom, rgba(7, 16, 36, 0), rgba(7, 16, 36, ${scrimOpacity}) ${scrimFade}px, rgba(7, 16, 36, 0.95))`,
        }}
      >
        <Category category={category} />
        <Title title={title} photo={true} />
        <Brand />
      </div>
    </div>
  )
}
