// https://vike.dev/Head
import { useData } from 'vike-react/useData'
import { FeaturedImagePreload } from '@/components/post/FeaturedImage.tsx'
import type { Data } from './+data.ts'

// Added to the site's <head> (site/pages/+Head.tsx): the article's hero image, the page's largest paint.
export default function Head() {
  const data = useData<Data>()
  if (data.kind !== 'article') return null
  const { featured_image_url: url, featured_image_set: set } = data.post
  return url && set ? <FeaturedImagePreload url={url} set={set} slot="hero" /> : null
}
