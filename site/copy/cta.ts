/** The closing call to action of a page; it always leads to /contact. */
export interface CallToAction {
  heading: string
  text: string
  /** Label of the button to /contact. */
  action: string
  secondary?: { label: string; href: string }
}

export const defaultCta = {
  heading: 'Ready to connect your enterprise?',
  text: 'Book a free 30-minute consultation with a senior architect. We reply to every enquiry within 24 hours.',
  action: 'Schedule a Consultation',
} satisfies CallToAction
