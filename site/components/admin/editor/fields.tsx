import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/ui/cn.ts'
import { inputClasses } from '../../ui/input.ts'

// The editor packs more fields into its columns than the site's forms: a little tighter.
const controlClasses = cn(inputClasses, 'mt-1.5 py-2')

/** What a field shows around its control: label, hint, error. */
export interface FieldFrame {
  id: string
  label: string
  required?: boolean
  /** A line under the label's control: guidance, a counter. */
  hint?: ReactNode
  /** What the last save attempt found wrong here. */
  error?: string
  className?: string
}

/** The ids a control names in aria-describedby: its hint and its error, when shown. */
function describedBy({ id, hint, error }: FieldFrame): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function Frame({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  return (
    <div className={frame.className}>
      <label htmlFor={frame.id} className="block font-medium text-ink">
        {frame.label}
        {frame.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {frame.hint && (
        <p id={`${frame.id}-hint`} className="mt-1.5 text-sm text-slate-700">
          {frame.hint}
        </p>
      )}
      {frame.error && (
        <p id={`${frame.id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {frame.error}
        </p>
      )}
    </div>
  )
}

const aria = (frame: FieldFrame) => ({
  'aria-invalid': frame.error ? true : undefined,
  'aria-describedby': describedBy(frame),
  'aria-required': frame.required || undefined,
})

/** A labelled single-line input with its hint and error. */
export function TextField({
  frame,
  className,
  ...input
}: { frame: FieldFrame } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame frame={frame}>
      <input id={frame.id} type="text" {...aria(frame)} className={cn(controlClasses, className)} {...input} />
    </Frame>
  )
}

/** A labelled single-line input shown after a fixed prefix (such as an address's path), with its hint and error. */
export function PrefixedTextField({
  frame,
  prefix,
  ...input
}: { frame: FieldFrame; prefix: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame frame={frame}>
      <div className="mt-1.5 flex rounded-md focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-focus">
        <span
          aria-hidden="true"
          className="inline-flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-700"
        >
          {prefix}
        </span>
        <input
          id={frame.id}
          type="text"
          {...aria(frame)}
          className="block w-full min-w-0 rounded-r-md border border-slate-400 bg-white px-3 py-2 text-ink focus-visible:outline-none aria-invalid:border-red-700"
          {...input}
        />
      </div>
    </Frame>
  )
}

/** A labelled text area with its hint and error. */
export function TextAreaField({
  frame,
  className,
  ...textarea
}: { frame: FieldFrame } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame frame={frame}>
      <textarea id={frame.id} {...aria(frame)} className={cn(controlClasses, className)} {...textarea} />
    </Frame>
  )
}

/** A labelled drop-down with its hint and error. */
export function SelectField({
  frame,
  className,
  children,
  ...select
}: { frame: FieldFrame } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame frame={frame}>
      <select id={frame.id} {...aria(frame)} className={cn(controlClasses, className)} {...select}>
        {children}
      </select>
    </Frame>
  )
}

/** A character counter with the length advice, coloured by its verdict (never an error: the advice is advisory). */
export function LengthHint({
  message,
  verdict,
  note,
}: {
  message: string
  verdict: 'too short' | 'good' | 'too long'
  note?: string
}) {
  return (
    <>
      {note && <span className="block">{note}</span>}
      <span className={cn('block', verdict === 'good' ? 'text-emerald-800' : 'text-amber-800')}>{message}</span>
    </>
  )
}
