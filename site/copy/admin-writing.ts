import type { Formatting } from '../lib/admin/editor/index.ts'

/**
 * What the editor's writing area says: its formatting toolbar and shortcuts, the link and image
 * dialogs, and how far an image upload has got (the featured image's upload shows the same).
 */
export const adminWritingCopy = {
  toolbar: {
    label: 'Formatting',
    tools: {
      heading2: 'Section heading',
      heading3: 'Sub-heading',
      bold: 'Bold',
      italic: 'Italic',
      code: 'Code',
      link: 'Link',
      bulletList: 'Bulleted list',
      numberedList: 'Numbered list',
      quote: 'Quote',
      codeBlock: 'Code block',
      image: 'Image',
      rule: 'Horizontal rule',
    } satisfies Record<Formatting | 'link' | 'image', string>,
    /** A tool's name with the keys that do the same, e.g. Bold (Ctrl+B). */
    withKeys: (name: string, keys: string) => `${name} (${keys})`,
  },
  link: {
    heading: 'Add a link',
    address: 'Address',
    hint: 'A web address (https://…), an e-mail address (mailto:…), a phone number (tel:…), a page of this site (/contact) or a heading (#section).',
    add: 'Add link',
    cancel: 'Cancel',
  },
  image: {
    heading: 'Describe the image',
    file: (name: string) => `Adding ${name} to the text.`,
    alt: 'Image description (alt text)',
    altHint:
      'Say what the image shows, for readers who cannot see it. Readers of the article see the image; screen readers read this.',
    insert: 'Add to the text',
    cancel: 'Cancel',
    close: 'Close',
    waiting: 'The image goes into the text where you added it as soon as it is uploaded. You can go on writing.',
    uploaded: 'The image is uploaded: describe it, and it goes into the text.',
    added: { title: 'Image added', description: 'The image is in the text, on a line of its own.' },
    busy: 'An image is already being uploaded. Wait for it to go into the text, or cancel it, then add the next one.',
    failed: 'The image was not added to the text.',
    refused: 'This file cannot be used:',
    dismiss: 'Dismiss',
  },
  progress: {
    checking: 'Checking the image…',
    preparing: (done: number, total: number) => `Preparing the sizes: ${done} of ${total}`,
    uploading: (done: number, total: number) => `Uploading the files: ${done} of ${total}`,
    /** What a screen reader hears as each stage begins; the counts are on the progress bar. */
    stages: {
      checking: 'Checking the image',
      preparing: 'Preparing the image’s sizes',
      uploading: 'Uploading the image',
    },
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled: nothing was stored or changed.',
  },
} as const
