import { isSafeHref } from '../../post/href.ts'

/** A mailto: link to an address, or null when the address would not make a safe one. */
export function mailtoHref(email: string): string | null {
  const href = `mailto:${email.trim()}`
  return /[?&#]/.test(email) || !isSafeHref(href) ? null : href
}

/** A tel: link to a phone number as typed (spaces, dots, dashes and brackets dropped), or null when it holds no number. */
export function telHref(phone: string): string | null {
  const number = phone.replace(/[\s().-]/g, '')
  return /^\+?\d{3,}$/.test(number) && isSafeHref(`tel:${number}`) ? `tel:${number}` : null
}
