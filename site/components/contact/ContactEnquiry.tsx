import { contactCopy } from '../../copy/contact.ts'
import { ContactForm } from './ContactForm.tsx'

/** The contact page's island: the enquiry form, which answers with toasts (site/components/ui/notify.ts). */
export function ContactEnquiry({ action }: { action: string }) {
  return (
    <ContactForm
      copy={contactCopy.form}
      toasts={contactCopy.toasts}
      steps={contactCopy.nextSteps.steps}
      action={action}
    />
  )
}
