import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byteOrderMark, csvText, neutralised } from './csv.ts'
import type { Enquiry } from './enquiry.ts'
import { enquiriesCsv, exportColumns, exportFileName, type ExportWords } from './export.ts'

/** A small RFC 4180 reader: records of fields, CRLF between records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  while (i < text.length) {
    let cell = ''
    if (text[i] === '"') {
      i++
      for (;;) {
        if (i >= text.length) throw new Error('A quoted field does not end.')
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"'
          i += 2
        } else if (text[i] === '"') {
          i++
          break
        } else cell += text[i++]
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`A bare ${JSON.stringify(text[i])} at ${i}.`)
        cell += text[i++]
      }
    }
    record.push(cell)
    if (text[i] === ',') i++
    else if (text.startsWith('\r\n', i)) {
      records.push(record)
      record = []
      i += 2
    } else throw new Error(`Expected a comma or CRLF at ${i}.`)
  }
  if (record.length > 0) throw new Error('The last record has no CRLF.')
  return records
}

const formulaStart = /^[=+\-@\t\r]/

// Cells mixing what CSV and spreadsheets treat specially with ordinary text, in any order.
const cell = fc
  .array(fc.oneof(fc.constantFrom('"', ',', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", ' '), fc.string()), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''))
const records = fc
  .integer({ min: 1, max: 5 })
  .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }))

describe('csvText', () => {
  it('reads back, by an RFC 4180 parser, as the cells written (formula starts neutralised)', () => {
    fc.assert(
      fc.property(records, (rows) => {
        expect(parseCsv(csvText(rows))).toEqual(rows.map((row) => row.map(neutralised)))
      }),
    )
  })

  it('never writes a cell a spreadsheet could run', () => {
    fc.assert(
      fc.property(records, (rows) => {
        for (const row of parseCsv(csvText(rows))) for (const value of row) expect(value).not.toMatch(formulaStart)
      }),
    )
  })

  it('quotes only fields that need it, doubling quotes, with CRLF after every record', () => {
    expect(csvText([['plain', 'a,b', 'say "hi"', 'two\nlines', '']])).toBe('plain,"a,b","say ""hi""","two\nlines",\r\n')
  })

  it('puts an apostrophe before =, +, -, @, tab and CR at the start, and nowhere else', () => {
    expect(['=SUM(A1)', '+44 20', '-1', '@cmd', '\tx', '\rx', 'a=b', "'quoted"].map(neutralised)).toEqual([
      "'=SUM(A1)",
      "'+44 20",
      "'-1",
      "'@cmd",
      "'\tx",
      "'\rx",
      'a=b',
      "'quoted",
    ])
  })
})

const words: ExportWords = {
  headings: Object.fromEntries(exportColumns.map((column) => [column, column])) as ExportWords['headings'],
  status: { new: 'New', in_progress: 'In progress', closed: 'Closed' },
  flag: (reason, review) => `${reason}${review ? ` (${review})` : ''}`,
  notNotified: (enquiry) => (enquiry.notification_error ? `Failed: ${enquiry.notification_error}` : ''),
}

const enquiry: Enquiry = {
  id: 'a0000000-0000-4000-8000-000000000001',
  website_code: 'axon',
  name: '=HYPERLINK("http://evil")',
  email: 'zoë@example.com',
  company: 'Acme, Inc.',
  role: null,
  phone: '+44 20 7946 0000',
  message: 'Line one\nLine "two"',
  created_at: '2025-10-24T09:30:00.000Z',
  flagged_reason: 'filled_too_fast',
  status: 'in_progress',
  status_changed_at: '2025-10-24T09:30:00.000Z',
  notes: 'internal',
  review: 'genuine',
  page_path: '/contact',
  landing_path: '/insights/api-first-integration',
  referrer: 'https://www.google.com',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  notified_at: null,
  notification_error: 'Resend answered 500',
  notification_attempts: 3,
  notification_due_at: null,
  handed_off_at: null,
  handoff_error: null,
  handoff_attempts: 0,
  handoff_due_at: null,
}

describe('enquiriesCsv', () => {
  it('is UTF-8 text with a byte-order mark, a heading row, and one record an enquiry, notes left out', () => {
    const text = enquiriesCsv([enquiry], words)
    expect(text.startsWith(byteOrderMark)).toBe(true)
    const [headings, row] = parseCsv(text.slice(1))
    expect(headings).toEqual([...exportColumns])
    expect(row).toEqual([
      '2025-10-24T09:30:00.000Z',
      'In progress',
      'filled_too_fast (genuine)',
      `'=HYPERLINK("http://evil")`,
      'Acme, Inc.',
      '',
      'zoë@example.com',
      "'+44 20 7946 0000",
      'Line one\nLine "two"',
      '/contact',
      '/insights/api-first-integration',
      'https://www.google.com',
      'newsletter',
      'email',
      '',
      '',
      '',
      'Failed: Resend answered 500',
    ])
    expect(text).not.toContain('internal')
  })

  it('writes when a sent notification went out', () => {
    const text = enquiriesCsv([{ ...enquiry, notified_at: '2025-10-24T09:31:00.000Z' }], words)
    expect(parseCsv(text.slice(1))[1]?.at(-1)).toBe('2025-10-24T09:31:00.000Z')
  })
})

describe('exportFileName', () => {
  it('names the filter and the date where staff are', () => {
    const now = new Date('2025-10-24T23:30:00Z')
    expect(exportFileName({ filter: 'in_progress' }, now, 'Europe/London')).toBe('enquiries-in-progress-2025-10-25.csv')
    expect(exportFileName({ filter: 'all' }, now, 'America/New_York')).toBe('enquiries-all-2025-10-24.csv')
  })
})
