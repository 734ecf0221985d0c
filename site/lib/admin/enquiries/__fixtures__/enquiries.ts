import type { Client } from '../../../../../supabase/local/test-support.ts'
import type { Database } from '../../../supabase/database.types.ts'

export type EnquiryInsert = Database['public']['Tables']['contact_enquiries']['Insert']

/** A valid enquiry row for inserts in tests. */
export function enquiryRow(overrides: Partial<EnquiryInsert> = {}): EnquiryInsert {
  return {
    name: 'Test Visitor',
    email: 'visitor@example.com',
    company: 'Example Ltd',
    message: 'We would like to talk about our ERP.',
    ...overrides,
  }
}

/** Inserts enquiries as the contact-form function does (service role); returns their ids in order. */
export async function insertEnquiries(service: Client, rows: Partial<EnquiryInsert>[]): Promise<string[]> {
  const { data, error } = await service
    .from('contact_enquiries')
    .insert(
      rows.map((row) => enquiryRow(row)),
      { defaultToNull: false },
    )
    .select('id')
  if (error) throw new Error(error.message)
  return data.map((row) => row.id)
}
