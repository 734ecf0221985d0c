import { useId, useRef, useState } from 'react'
import { linkAddressProblem } from '@/lib/admin/editor/index.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { inputClasses } from '../../../ui/input.ts'
import { FormDialog } from './FormDialog.tsx'

const copy = adminWritingCopy.link

/**
 * Asks where a link goes, and takes only an address the site will link to (the renderer's rule):
 * anything else is refused in the dialog with what to write instead.
 */
export function LinkDialog({ onAdd, onCancel }: { onAdd: (href: string) => void; onCancel: () => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [address, setAddress] = useState('')
  const [problem, setProblem] = useState<string>()
  return (
    <FormDialog
      heading={copy.heading}
      submit={copy.add}
      cancel={copy.cancel}
      onCancel={onCancel}
      onSubmit={(close) => {
        const found = linkAddressProblem(address)
        setProblem(found)
        if (found) return input.current?.focus()
        close()
        onAdd(address.trim())
      }}
    >
      <div>
        <label htmlFor={`${id}-address`} className="block font-medium">
          {copy.address}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {copy.hint}
        </p>
        <input
          ref={input}
          id={`${id}-address`}
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          className={inputClasses}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
    </FormDialog>
  )
}
