import { imageLimitWords } from '../lib/images/index.ts'

/**
 * What the editor's Featured Image field says, the toasts included (the spec's error catalogue, but
 * a failed upload says what happened and what to do, not the storage service's setup).
 */
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
  toasts: {
    success: { title: 'Success', description: 'Featured image uploaded!' },
    failure: {
      title: 'Upload failed',
      connection: 'The connection dropped before the image was stored. Check that you are online, then try again.',
      refused:
        'The site’s image storage turned the image down. Try again in a few minutes; if it happens again, tell whoever runs the website.',
      unexpected:
        'Something went wrong while getting the image ready. Try again; if it happens again, tell whoever runs the website.',
    },
  },
} as const
