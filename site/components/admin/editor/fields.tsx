import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { FieldProblem } from '@/lib/admin/editor/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { inputClasses } from '../../ui/input.ts'

// The editor packs more fields into its columns than the site's forms: a little tighter.
const controlClasses = cn(inputClasses, 'mt-1.5 py-2')

/** What a field shows around its control: label, hint, and what is wrong or could be better. */
export interface FieldFrame {
  id: string
  label: string
  required?: boolean
  /** A line under the label's control: guidance, a counter. */
  hint?: ReactNode
  /** What the last save found wrong here, and what the shared checks say now: errors first, then advice. */
  problems?: readonly FieldProblem[]
  /** Puts the cursor at a line and column of the control's text, for problems that have one (the content's). */
  goTo?: (line: number, column: number) => void
  className?: string
}

const errorsOf = (frame: FieldFrame) => frame.problems?.filter((problem) => problem.severity === 'error') ?? []
const adviceOf = (frame: FieldFrame) => frame.problems?.filter((problem) => problem.severity === 'advice') ?? []

/** The ids a control names in aria-describedby: its hint, its errors and its advice, when shown. */
function describedBy(frame: FieldFrame): string | undefined {
  const { id, hint } = frame
  const parts = [
    hint && `${id}-hint`,
    errorsOf(frame).length > 0 && `${id}-error`,
    adviceOf(frame).length > 0 && `${id}-advice`,
  ]
  return parts.filter(Boolean).join(' ') || undefined
}

/** One problem: where it is (a button that goes there, when the field can), what it is, and what to do. */
function Problem({ problem, goTo }: { problem: FieldProblem; goTo: FieldFrame['goTo'] }) {
  const { line, column } = problem
  const at = line !== undefined && column !== undefined ? editorCopy.checks.at(line, column) : undefined
  return (
    <p>
      {problem.severity === 'advice' && <span className="font-semibold">{editorCopy.checks.advice} </span>}
      {at &&
        (goTo ? (
          <button
            type="button"
            onClick={() => goTo(line!, column!)}
            title={editorCopy.checks.goTo(line!, column!)}
            className="font-semibold underline underline-offset-2"
          >
            {at}
          </button>
        ) : (
          <span className="font-semibold">{at}</span>
        ))}
      {at && ': '}
      <strong className="font-medium">{problem.message}</strong>
      {problem.hint && <span className="text-slate-700"> {problem.hint}</span>}
    </p>
  )
}

function Frame({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  const errors = errorsOf(frame)
  const advice = adviceOf(frame)
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
      {errors.length > 0 && (
        <div id={`${frame.id}-error`} className="mt-1.5 space-y-1 text-sm text-red-700">
          {errors.map((problem) => (
            <Problem key={`${problem.line}:${problem.column}:${problem.message}`} problem={problem} goTo={frame.goTo} />
          ))}
        </div>
      )}
      {advice.length > 0 && (
        <div
          id={`${frame.id}-advice`}
          className="mt-1.5 space-y-1 rounded-md border-l-4 border-amber-400 bg-amber-50 py-1 pl-3 text-sm text-amber-900"
        >
          {advice.map((problem) => (
            <Problem key={`${problem.line}:${problem.column}:${problem.message}`} problem={problem} goTo={frame.goTo} />
          ))}
        </div>
      )}
    </div>
  )
}

const aria = (frame: FieldFrame) => ({
  'aria-invalid': errorsOf(frame).length > 0 ? true : undefined,
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
