import type { EnquiryField } from '../../supabase/functions/contact-form/limits.ts'
import { site } from '../site.config.ts'
import type { Feature } from './types.ts'

export interface FormField {
  name: EnquiryField
  label: string
  type: 'text' | 'email' | 'tel' | 'textarea'
  placeholder: string
  required: boolean
  autoComplete: string
}

/** The eyebrow of the contact page and of the pages its form leads to. */
const eyebrow = 'Contact'

const emailUs = `Please try again or email us directly at ${site.email.contact}`

export const contactCopy = {
  hero: {
    eyebrow,
    heading: 'Schedule a Consultation',
    lead: 'Tell us about your systems and your goals. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
  },
  form: {
    heading: 'Tell us about your project',
    lead: 'Fields marked * are required.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', placeholder: 'Your name', required: true, autoComplete: 'name' },
      {
        name: 'company',
        label: 'Company',
        type: 'text',
        placeholder: 'Company name',
        required: true,
        autoComplete: 'organization',
      },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        placeholder: 'name@company.com',
        required: true,
        autoComplete: 'email',
      },
      {
        name: 'phone',
        label: 'Phone',
        type: 'tel',
        placeholder: '+1 (555) 000-0000',
        required: false,
        autoComplete: 'tel',
      },
      {
        name: 'role',
        label: 'Your Role',
        type: 'text',
        placeholder: 'e.g., CIO, VP of Operations',
        required: false,
        autoComplete: 'organization-title',
      },
      {
        name: 'message',
        label: 'How can we help?',
        type: 'textarea',
        placeholder: 'Tell us about your integration challenges...',
        required: true,
        autoComplete: 'off',
      },
    ],
    honeypot: 'Leave this field empty',
    submit: 'Send Message',
    /** While the form finishes its spam check, if the visitor sends before it is done (five seconds at most). */
    checking: 'Checking...',
    sending: 'Sending...',
    privacy: {
      before: 'We use your details only to answer your enquiry. See our ',
      link: 'Privacy Policy',
      after: '.',
    },
    /** What takes the form's place once an enquiry is sent, until the visitor asks to write another. */
    confirmation: {
      heading: (name: string) =>
        name ? `Thank you, ${name}: your message is on its way` : 'Your message is on its way',
      lead: 'It has reached our team. A senior architect will reply within 24 hours to arrange your 30-minute consultation.',
      stepsHeading: 'What happens next',
      another: 'Send another message',
    },
  },
  toasts: {
    success: 'Message sent successfully!',
    successFallback: "We'll get back to you within 24 hours.",
    failure: 'Error sending message',
    failureFallback: emailUs,
    network: 'Error',
    networkText: emailUs,
  },
  /** The accessible name of the column beside the form. */
  asideLabel: 'About your consultation',
  nextSteps: {
    heading: 'What happens next?',
    steps: [
      'We review your enquiry and reply within 24 hours.',
      'A senior architect schedules a 30-minute consultation at a time that suits you.',
      'Together we discuss your systems, your challenges and the options for solving them.',
      'You receive a tailored proposal with clear scope, timeline and next steps.',
    ],
  },
  email: {
    heading: 'Email',
    text: 'Prefer to write directly? Send us a note and we will reply within one business day.',
  },
  phone: { heading: 'Phone', text: 'Available upon consultation request' },
  presence: {
    heading: 'Global presence',
    text: 'Our teams work with clients across India, Australia, New Zealand, Europe and North America.',
  },
  whyChoose: {
    heading: `Why Choose ${site.name}?`,
    items: [
      'Senior engineers from the top 3% of talent on every engagement',
      '20+ years leading enterprise integration and ERP programmes',
      'Working software every two-week sprint',
      'Fixed-price, time-and-materials or managed-service engagements',
      'No obligation: the first consultation is free',
    ],
  },
  // The form is on this page: the closing block sends the visitor back up to it rather than reloading the page.
  cta: {
    heading: 'Still weighing it up?',
    text: 'Thirty minutes with a senior architect costs nothing and commits you to nothing. Tell us where your systems stand and we will come prepared.',
    action: 'Go to the form',
    href: '#enquiry-heading',
  },
} as const satisfies { form: { fields: readonly FormField[] } & Record<string, unknown> } & Record<string, unknown>

/** The pages a visitor lands on after sending the form without JavaScript. */
export const contactResultCopy = {
  sent: {
    hero: {
      eyebrow,
      heading: 'Thank you: your message is on its way',
      lead: 'Your enquiry has reached our team. A senior architect will reply within 24 hours to arrange your 30-minute consultation.',
    },
    steps: contactCopy.nextSteps,
    back: { label: 'Back to the home page', href: '/' },
  },
  notSent: {
    hero: {
      eyebrow,
      heading: 'Your message was not sent',
      lead: 'Something stopped your enquiry from reaching us. Nothing was lost: here is what may have happened and how to send it.',
    },
    heading: 'What may have happened',
    reasons: [
      {
        icon: 'alert',
        title: 'A field needs attention',
        description:
          'A required field was empty, an entry was too long or held an invisible character (pasted text can carry one), or the e-mail address could not be read.',
      },
      {
        icon: 'clock',
        title: 'Several messages in a few minutes',
        description:
          'To stop automated spam we accept five messages per ten minutes from one connection. Please wait ten minutes.',
      },
      {
        icon: 'serverCog',
        title: 'A problem on our side',
        description: 'We could not save your message just now. Trying again in a moment usually works.',
      },
    ] satisfies Feature[],
    back: 'Use your browser’s Back button to return to the form: your message is still there.',
    email: `You can also email us directly at ${site.email.contact}.`,
    retry: { label: 'Return to the contact form', href: '/contact' },
  },
} as const
