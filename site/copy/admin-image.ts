import { imageLimitWords, imagePolicy } from '../lib/images/index.ts'

/** What the editor's Featured Image field says, the toasts included (spec: error catalogue). */
export const adminImageCopy = {
  legend: 'Featured Image',
  choose: 'Upload image',
  replace: 'Replace image',
  chooseHint: `${imageLimitWords.formats}, up to ${imageLimitWords.bytes}. It is re-encoded as WebP without its metadata (camera, location) and at most ${imageLimitWords.width} wide.`,
  uploading: 'Uploading...',
  remove: 'Remove Image',
  previewLabel: 'Current featured image',
  none: 'No featured image.',
  alt: 'Image description (alt text)',
  altHint: 'Required when there is an image: say what it shows for readers who cannot see it.',
  refused: 'This file cannot be used:',
  failedDetail: 'The storage service said:',
  toasts: {
    success: { title: 'Success', description: 'Featured image uploaded!' },
    failure: {
      title: 'Upload failed',
      description: `Could not upload image. Make sure the ${imagePolicy.storage.bucket} bucket exists in the storage service.`,
    },
  },
} as const
