/** The closing call to action of a page; it leads to the contact form. */
export interface CallToAction {
  heading: string
  text: string
  /** Label of the button to the contact form. */
  action: string
  /** Where the button leads: /contact, except on the contact page itself, whose form is already there. */
  href?: string
  secondary?: { label: string; href: string }
}

export const defaultCta = {
  heading: 'Ready to connect your enterprise?',
  text: 'Book a free 30-minute consultation with a senior architect. We reply to every enquiry within 24 hours.',
  action: 'Schedule a Consultation',
} satisfies CallToAction
