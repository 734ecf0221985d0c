import type { FormField as Field } from '../../copy/contact.ts'
import { cn } from '../../lib/ui/cn.ts'
import { inputClasses } from '../ui/input.ts'

/** A labelled input or text area of the contact form, with its error when the server refused it. */
export function FormField({ field, maxLength, error }: { field: Field; maxLength: number; error: string | undefined }) {
  const id = `contact-${field.name}`
  const errorId = `${id}-error`
  const shared = {
    id,
    name: field.name,
    placeholder: field.placeholder,
    required: field.required,
    maxLength,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClasses,
  }
  return (
    <div className={cn(field.type === 'textarea' && 'sm:col-span-2')}>
      <label htmlFor={id} className="block font-medium text-ink">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {field.type === 'textarea' ? <textarea rows={6} {...shared} /> : <input type={field.type} {...shared} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
