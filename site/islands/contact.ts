// The enquiry form, sent without leaving the page, and its toasts.
import { ContactEnquiry } from '../components/contact/ContactEnquiry.tsx'
import { hydrateIslands } from '../components/islands/hydrate.ts'

hydrateIslands('contact', ContactEnquiry)
