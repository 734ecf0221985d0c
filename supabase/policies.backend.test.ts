// The security model, asserted in SQL: the bootstrap, every migration and the seed run on PGlite,
// then each statement runs as an API role with JWT claims set, as PostgREST runs requests.
import type { PGlite } from '@electric-sql/pglite'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './local/database.ts'

interface Who {
  role: 'anon' | 'authenticated' | 'service_role'
  sub?: string
}

const staffId = '00000000-0000-4000-8000-00000000000a'
const outsiderId = '00000000-0000-4000-8000-00000000000b'
const anon: Who = { role: 'anon' }
const staff: Who = { role: 'authenticated', sub: staffId }
const outsider: Who = { role: 'authenticated', sub: outsiderId }
const service: Who = { role: 'service_role' }

let db: PGlite

/** Runs the statements in one transaction as `who`, returns the last one's rows, and rolls back. */
function as<T = Record<string, unknown>>(who: Who, ...statements: string[]): Promise<T[]> {
  return asAfter([], who, ...statements)
}

/** As `as`, after running `setup` as the tables' owner in the same transaction. */
function asAfter<T = Record<string, unknown>>(setup: string[], who: Who, ...statements: string[]): Promise<T[]> {
  return db.transaction(async (tx) => {
    for (const statement of setup) await tx.exec(statement)
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(who)])
    await tx.exec(`set local role ${who.role}`)
    let rows: T[] = []
    for (const statement of statements) rows = (await tx.query<T>(statement)).rows
    await tx.rollback()
    return rows
  })
}

/** An insert of a valid axon draft, with `fields` (SQL literals) overriding its columns. */
function insertPost(slug: string, fields: Record<string, string> = {}): string {
  const row: Record<string, string> = {
    slug: `'${slug}'`,
    title: `'${slug}'`,
    excerpt: `'An excerpt.'`,
    author_name: `'A. Author'`,
    author_role: `'Team Member'`,
    category: `'technical'`,
    ...fields,
  }
  return `insert into public.blog_posts (${Object.keys(row).join(', ')}) values (${Object.values(row).join(', ')}) returning slug`
}

// A name as the CLI makes it: the first 32 hex digits of the WebP's SHA-256.
const imageName = `posts/${'0123456789abcdef'.repeat(2)}.webp`

const storedImage = `posts/${'fedcba9876543210'}.webp`
const listedImages = (who: Who) =>
  as<{ name: string }>(who, `select name from storage.objects where bucket_id = 'blog-images' order by name`).then(
    (rows) => rows.map((row) => row.name),
  )

const visibleSlugs = (who: Who) =>
  as<{ slug: string }>(who, 'select slug from public.blog_posts order by slug').then((rows) =>
    rows.map((row) => row.slug),
  )
const published = { status: `'published'`, published_at: 'now()' }

beforeAll(async () => {
  db = await openDatabase()
  await db.exec(`
    insert into auth.users (id, email) values ('${staffId}', 'staff@example.com'), ('${outsiderId}', 'reader@example.com');
    insert into public.staff_members (user_id, website_code) values ('${staffId}', 'axon');
    insert into storage.objects (bucket_id, name) values ('blog-images', '${storedImage}');
    insert into public.blog_categories (website_code, slug, name) values ('other', 'technical', 'Technical');
    ${insertPost('axon-draft')};
    ${insertPost('axon-published', published)};
    ${insertPost('other-published', { ...published, website_code: `'other'` })};
  `)
})

describe('anon', () => {
  it('sees only published axon posts and the five categories', async () => {
    expect(await visibleSlugs(anon)).toEqual(['axon-published'])
    const categories = await as<{ slug: string }>(
      anon,
      `select slug from public.blog_categories where website_code = 'axon' order by sort_order`,
    )
    expect(categories.map((row) => row.slug)).toEqual([
      'erp-modernization',
      'data-integration',
      'process-automation',
      'industry-insights',
      'technical',
    ])
  })

  it('cannot write posts', async () => {
    await expect(as(anon, insertPost('new-post'))).rejects.toThrow(/permission denied for table blog_posts/)
    await expect(as(anon, `update public.blog_posts set title = 'x'`)).rejects.toThrow(
      /permission denied for table blog_posts/,
    )
    await expect(as(anon, 'delete from public.blog_posts')).rejects.toThrow(/permission denied for table blog_posts/)
  })

  it.each([
    'contact_enquiries',
    'contact_rate_limits',
    'contact_enquiry_events',
    'contact_challenges_used',
    'staff_members',
  ])('cannot read %s', async (table) => {
    await expect(as(anon, `select * from public.${table}`)).rejects.toThrow(`permission denied for table ${table}`)
  })

  it('cannot list blog-images, whose files are read by URL', async () => {
    expect(await listedImages(anon)).toEqual([])
  })

  it('cannot call private.is_staff', async () => {
    await expect(as(anon, `select private.is_staff('axon')`)).rejects.toThrow(/permission denied for schema private/)
    const [row] = await as(
      service,
      `select has_function_privilege('anon', 'private.is_staff(text)', 'execute') as allowed`,
    )
    expect(row).toEqual({ allowed: false })
  })
})

describe('a scheduled post (published, with published_at ahead)', () => {
  const timed = [
    insertPost('timed-scheduled', { status: `'published'`, published_at: `now() + interval '1 hour'` }),
    insertPost('timed-due', { status: `'published'`, published_at: `now() - interval '1 minute'` }),
  ]
  const timedSlugs = (who: Who) =>
    asAfter<{ slug: string }>(
      timed,
      who,
      `select slug from public.blog_posts where slug like 'timed-%' order by slug`,
    ).then((rows) => rows.map((row) => row.slug))

  it('is hidden from visitors and signed-in readers until its time has come', async () => {
    expect(await timedSlugs(anon)).toEqual(['timed-due'])
    expect(await timedSlugs(outsider)).toEqual(['timed-due'])
  })

  it('is seen by staff and the service role', async () => {
    expect(await timedSlugs(staff)).toEqual(['timed-due', 'timed-scheduled'])
    expect(await timedSlugs(service)).toEqual(['timed-due', 'timed-scheduled'])
  })
})

describe('a signed-in user who is not staff', () => {
  it('sees what anon sees and no staff memberships', async () => {
    expect(await visibleSlugs(outsider)).toEqual(['axon-published'])
    expect(await as(outsider, 'select * from public.staff_members')).toEqual([])
  })

  it('cannot create, edit or delete posts', async () => {
    await expect(as(outsider, insertPost('new-post'))).rejects.toThrow(/violates row-level security policy/)
    expect(await as(outsider, `update public.blog_posts set title = 'x' returning id`)).toEqual([])
    expect(await as(outsider, 'delete from public.blog_posts returning id')).toEqual([])
  })

  it('cannot read contact enquiries', async () => {
    await expect(as(outsider, 'select * from public.contact_enquiries')).rejects.toThrow(/permission denied/)
  })

  it('cannot list blog-images', async () => {
    expect(await listedImages(outsider)).toEqual([])
  })

  it('cannot upload to blog-images', async () => {
    await expect(
      as(outsider, `insert into storage.objects (bucket_id, name) values ('blog-images', '${imageName}')`),
    ).rejects.toThrow(/violates row-level security policy/)
  })
})

describe('axon staff', () => {
  it('see their drafts, but not other sites’ posts', async () => {
    expect(await visibleSlugs(staff)).toEqual(['axon-draft', 'axon-published'])
    expect(await as(staff, 'select website_code from public.staff_members')).toEqual([{ website_code: 'axon' }])
  })

  it('create, edit and delete axon posts', async () => {
    expect(await as(staff, insertPost('new-post'))).toEqual([{ slug: 'new-post' }])
    expect(
      await as(staff, `update public.blog_posts set title = 'Edited' where slug = 'axon-draft' returning title`),
    ).toEqual([{ title: 'Edited' }])
    expect(await as(staff, `delete from public.blog_posts where slug = 'axon-draft' returning slug`)).toEqual([
      { slug: 'axon-draft' },
    ])
  })

  it('cannot touch another site’s posts', async () => {
    await expect(as(staff, insertPost('new-post', { website_code: `'other'` }))).rejects.toThrow(
      /violates row-level security policy/,
    )
    expect(
      await as(staff, `update public.blog_posts set title = 'x' where website_code = 'other' returning id`),
    ).toEqual([])
    expect(await as(staff, `delete from public.blog_posts where website_code = 'other' returning id`)).toEqual([])
  })

  it.each([
    `posts/${'0123456789abcdef'}.webp`,
    imageName,
    `posts/${'f'.repeat(64)}.webp`,
    imageName.replace('.webp', '-400w.avif'),
    imageName.replace('.webp', '-1440w.webp'),
  ])('upload %s to blog-images and list it', async (name) => {
    const rows = await as(
      staff,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', '${name}', '${staffId}') returning name`,
      `select name from storage.objects where name = '${name}'`,
    )
    expect(rows).toEqual([{ name }])
    expect(await listedImages(staff)).toEqual([storedImage])
  })

  it.each([
    'cover.png',
    'posts/cover.webp',
    `posts/${'0123456789ABCDEF'}.webp`,
    `posts/${'a'.repeat(15)}.webp`,
    `posts/${'a'.repeat(65)}.webp`,
    `posts/${'a'.repeat(32)}.svg`,
    `${'a'.repeat(32)}.webp`,
    `posts/${'a'.repeat(32)}.webp/x`,
    `posts/${'a'.repeat(32)}.avif`,
    `posts/${'a'.repeat(32)}-400.avif`,
    `posts/${'a'.repeat(32)}-0400w.avif`,
    `posts/${'a'.repeat(32)}-12345w.webp`,
    `posts/${'a'.repeat(32)}-400w.png`,
    `posts/${'a'.repeat(32)}-400w.webp/x`,
  ])('cannot upload %s, a name the CLI and the admin never make', async (name) => {
    await expect(
      as(
        staff,
        `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', '${name}', '${staffId}')`,
      ),
    ).rejects.toThrow(/violates row-level security policy/)
  })

  it('cannot rename an image to another name', async () => {
    const renamed = as(
      staff,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', '${imageName}', '${staffId}')`,
      `update storage.objects set name = 'page.html' where name = '${imageName}' returning name`,
    )
    await expect(renamed).rejects.toThrow(/violates row-level security policy/)
  })
})

describe('blog_images, the facts of stored images', () => {
  const url = (path: string) => `'https://project.supabase.co/storage/v1/object/public/blog-images/${path}'`
  const shown = imageName
  const drafted = `posts/${'a'.repeat(32)}.webp`
  const unused = `posts/${'b'.repeat(32)}.webp`
  const record = (path: string) =>
    `insert into public.blog_images (path, width, height, widths) values ('${path}', 1600, 900, '{400,720,1080,1440}')`
  // The published post shows one image, the draft another; a third is stored but shown by none.
  const setup = [
    record(shown),
    record(drafted),
    record(unused),
    `update public.blog_posts set featured_image_url = ${url(shown)} where slug = 'axon-published'`,
    `update public.blog_posts set featured_image_url = ${url(drafted)} where slug = 'axon-draft'`,
  ]
  const readable = (who: Who) =>
    asAfter<{ path: string }>(setup, who, 'select path from public.blog_images order by path').then((rows) =>
      rows.map((row) => row.path),
    )

  it('are read by visitors for the images of posts they can see, and no other', async () => {
    expect(await readable(anon)).toEqual([shown])
    expect(await readable(outsider)).toEqual([shown])
  })

  it('are read in full by staff and the service role', async () => {
    const all = [shown, drafted, unused].sort()
    expect(await readable(staff)).toEqual(all)
    expect(await readable(service)).toEqual(all)
  })

  it('are recorded by staff only, and never changed or removed through the API', async () => {
    expect(await as(staff, `${record(drafted)} returning path`)).toEqual([{ path: drafted }])
    await expect(as(outsider, record(drafted))).rejects.toThrow(/violates row-level security policy/)
    await expect(as(anon, record(drafted))).rejects.toThrow(/permission denied for table blog_images/)
    await expect(asAfter(setup, staff, `update public.blog_images set width = 1`)).rejects.toThrow(
      /permission denied for table blog_images/,
    )
    await expect(asAfter(setup, staff, `delete from public.blog_images`)).rejects.toThrow(
      /permission denied for table blog_images/,
    )
  })

  it.each([
    ['a name the CLI and the admin never make', `('posts/cover.webp', 10, 10, '{10}', null)`],
    ['a variant wider than the image', `('${drafted}', 400, 300, '{400,720}', null)`],
    ['no widths', `('${drafted}', 400, 300, '{}', null)`],
    ['a placeholder that is not a WebP data URI', `('${drafted}', 400, 300, '{400}', 'javascript:alert(1)')`],
    [
      'a placeholder too long to inline',
      `('${drafted}', 400, 300, '{400}', 'data:image/webp;base64,${'A'.repeat(1100)}')`,
    ],
  ])('refuse %s', async (_case, values) => {
    await expect(
      as(service, `insert into public.blog_images (path, width, height, widths, placeholder) values ${values}`),
    ).rejects.toThrow(/violates check constraint/)
  })
})

describe('contact enquiries', () => {
  const axonEnquiry = '00000000-0000-4000-8000-0000000000e1'
  const otherEnquiry = '00000000-0000-4000-8000-0000000000e2'
  // What the inbox reads: every column staff are granted (not the address hash or the browser string).
  const inboxColumns = 'id, name, email, status, notes, review, page_path, utm_source, notified_at, handoff_attempts'
  const setup = [
    `insert into public.contact_enquiries (id, name, email, company, message, ip_hash, user_agent, page_path, utm_source)
     values ('${axonEnquiry}', 'Priya Raman', 'Priya@Example.com', 'Example', 'Hello.', 'hash', 'Firefox', '/contact', 'google')`,
    `insert into public.contact_enquiries (id, website_code, name, email, company, message)
     values ('${otherEnquiry}', 'other', 'Other Site', 'priya@example.com', 'Elsewhere', 'Hello.')`,
    `insert into public.contact_enquiry_events (enquiry_id, website_code, kind) values ('${axonEnquiry}', 'axon', 'notified'), ('${otherEnquiry}', 'other', 'notified')`,
    `insert into public.contact_challenges_used (signature, expires_at) values ('${'a'.repeat(64)}', now() + interval '10 minutes')`,
  ]
  const enquiryIds = (who: Who) =>
    asAfter<{ id: string }>(setup, who, `select id from public.contact_enquiries order by id`).then((rows) =>
      rows.map((row) => row.id),
    )
  const eventEnquiries = (who: Who) =>
    asAfter<{ enquiry_id: string }>(
      setup,
      who,
      `select enquiry_id from public.contact_enquiry_events order by enquiry_id`,
    ).then((rows) => rows.map((row) => row.enquiry_id))
  const insertEnquiry = `insert into public.contact_enquiries (name, email, company, message) values ('N', 'n@example.com', 'C', 'Hello')`

  it('are read by staff of their site only: enquiries and their history, not the address hash or the browser string', async () => {
    expect(await enquiryIds(staff)).toEqual([axonEnquiry])
    expect(await asAfter(setup, staff, `select ${inboxColumns} from public.contact_enquiries`)).toEqual([
      expect.objectContaining({
        id: axonEnquiry,
        status: 'new',
        notes: '',
        page_path: '/contact',
        utm_source: 'google',
      }),
    ])
    expect(await eventEnquiries(staff)).toEqual([axonEnquiry])
    await expect(asAfter(setup, staff, 'select ip_hash from public.contact_enquiries')).rejects.toThrow(
      /permission denied/,
    )
    await expect(asAfter(setup, staff, 'select user_agent from public.contact_enquiries')).rejects.toThrow(
      /permission denied/,
    )
    await expect(asAfter(setup, staff, 'select * from public.contact_challenges_used')).rejects.toThrow(
      /permission denied/,
    )
  })

  it('are read by nobody else: anon is refused, a signed-in outsider sees none', async () => {
    await expect(asAfter(setup, anon, `select id from public.contact_enquiries`)).rejects.toThrow(/permission denied/)
    await expect(asAfter(setup, anon, `select id from public.contact_enquiry_events`)).rejects.toThrow(
      /permission denied/,
    )
    expect(await enquiryIds(outsider)).toEqual([])
    expect(await eventEnquiries(outsider)).toEqual([])
    await expect(asAfter(setup, outsider, 'select * from public.contact_challenges_used')).rejects.toThrow(
      /permission denied/,
    )
  })

  it('are worked by staff: status, notes and review change, stamped and recorded by the database with who did it', async () => {
    const rows = await asAfter(
      setup,
      staff,
      `update public.contact_enquiries set status = 'in_progress', notes = 'Called back.' where id = '${axonEnquiry}'`,
      `update public.contact_enquiries set review = 'genuine' where id = '${axonEnquiry}'`,
      `select kind, actor, detail from public.contact_enquiry_events where enquiry_id = '${axonEnquiry}' and kind <> 'notified' order by id`,
    )
    expect(rows).toEqual([
      { kind: 'status', actor: staffId, detail: { from: 'new', to: 'in_progress' } },
      { kind: 'notes', actor: staffId, detail: { from: '', to: 'Called back.' } },
      { kind: 'status', actor: staffId, detail: { from: 'in_progress', to: 'new' } },
      { kind: 'review', actor: staffId, detail: { from: null, to: 'genuine' } },
    ])
    const [genuine] = await asAfter(
      setup,
      staff,
      `update public.contact_enquiries set review = 'genuine' where id = '${axonEnquiry}' returning status, status_changed_at = now() as stamped, notification_due_at = now() as due, handoff_due_at = now() as handoff_due`,
    )
    expect(genuine).toEqual({ status: 'new', stamped: true, due: true, handoff_due: true })
  })

  it.each([
    ['message', `'Changed.'`],
    ['email', `'someone@else.example'`],
    ['name', `'Someone Else'`],
    ['notified_at', 'now()'],
    ['notification_attempts', '0'],
    ['handed_off_at', 'now()'],
    ['flagged_reason', 'null'],
    ['website_code', `'other'`],
  ])('refuse staff a change of %s: the database denies it', async (column, value) => {
    await expect(
      asAfter(setup, staff, `update public.contact_enquiries set ${column} = ${value} where id = '${axonEnquiry}'`),
    ).rejects.toThrow(/permission denied for table contact_enquiries/)
  })

  it('cannot be changed by anyone but staff of the site', async () => {
    await expect(asAfter(setup, anon, `update public.contact_enquiries set status = 'closed'`)).rejects.toThrow(
      /permission denied/,
    )
    expect(
      await asAfter(setup, outsider, `update public.contact_enquiries set status = 'closed' returning id`),
    ).toEqual([])
    expect(
      await asAfter(
        setup,
        staff,
        `update public.contact_enquiries set status = 'closed' where id = '${otherEnquiry}' returning id`,
      ),
    ).toEqual([])
  })

  it('are inserted by the service role only, and deleted through the API by nobody', async () => {
    for (const who of [anon, outsider, staff])
      await expect(as(who, insertEnquiry)).rejects.toThrow(/permission denied for table contact_enquiries/)
    await expect(asAfter(setup, staff, `delete from public.contact_enquiries`)).rejects.toThrow(/permission denied/)
    expect(await as(service, `${insertEnquiry} returning name`)).toEqual([{ name: 'N' }])
  })

  it('have a history nobody writes through the API', async () => {
    const event = `insert into public.contact_enquiry_events (enquiry_id, website_code, kind) values ('${axonEnquiry}', 'axon', 'notified')`
    for (const who of [anon, outsider, staff]) {
      await expect(asAfter(setup, who, event)).rejects.toThrow(/permission denied/)
      await expect(asAfter(setup, who, `update public.contact_enquiry_events set kind = 'status'`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(asAfter(setup, who, `delete from public.contact_enquiry_events`)).rejects.toThrow(
        /permission denied/,
      )
    }
  })

  it('are erased by address by staff, in any letter case, with their history; the answer is how many', async () => {
    const rows = await asAfter(setup, staff, `select public.erase_enquiries(' priya@EXAMPLE.com ') as erased`)
    expect(rows).toEqual([{ erased: 1 }])
    const left = await asAfter(setup, service, `select public.erase_enquiries('priya@example.com')`).catch(
      (error: Error) => error.message,
    )
    expect(left).toMatch(/Only staff may erase enquiries/)
    const after = await db.transaction(async (tx) => {
      for (const statement of setup) await tx.exec(statement)
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(staff)])
      await tx.exec('set local role authenticated')
      await tx.query(`select public.erase_enquiries('priya@example.com')`)
      await tx.exec('reset role')
      const counts = await tx.query<{ enquiries: number; events: number }>(
        `select (select count(*)::int from public.contact_enquiries where website_code = 'axon') as enquiries,
                (select count(*)::int from public.contact_enquiry_events where website_code = 'axon') as events`,
      )
      await tx.rollback()
      return counts.rows[0]
    })
    expect(after).toEqual({ enquiries: 0, events: 0 })
  })

  it('cannot be erased by anyone else', async () => {
    await expect(asAfter(setup, anon, `select public.erase_enquiries('priya@example.com')`)).rejects.toThrow(
      /permission denied for function erase_enquiries/,
    )
    await expect(asAfter(setup, outsider, `select public.erase_enquiries('priya@example.com')`)).rejects.toThrow(
      /Only staff may erase enquiries/,
    )
  })
})

describe('service_role', () => {
  it('sees and writes everything', async () => {
    expect(await visibleSlugs(service)).toEqual(['axon-draft', 'axon-published', 'other-published'])
    expect(await as(service, insertPost('new-post', { website_code: `'other'` }))).toEqual([{ slug: 'new-post' }])
    const enquiry = `insert into public.contact_enquiries (name, email, company, message) values ('N', 'n@example.com', 'C', 'Hello') returning name`
    expect(await as(service, enquiry)).toEqual([{ name: 'N' }])
    expect(
      await as(
        service,
        `insert into public.contact_rate_limits (key) values ('k')`,
        'select key from public.contact_rate_limits',
      ),
    ).toEqual([{ key: 'k' }])
  })
})

describe('blog_posts constraints', () => {
  it.each([
    ['a bad slug', insertPost('Bad Slug'), /blog_posts_slug_check/],
    ['an unknown category', insertPost('new-post', { category: `'gardening'` }), /violates foreign key constraint/],
    ['status archived', insertPost('new-post', { status: `'archived'` }), /blog_posts_status_check/],
  ])('reject %s', async (_case, statement, error) => {
    await expect(as(service, statement)).rejects.toThrow(error)
  })

  it('stamp a post published without a date with the database’s now(), on insert and on update', async () => {
    const rows = await as(
      staff,
      insertPost('new-post', { status: `'published'` }),
      insertPost('new-draft'),
      `update public.blog_posts set status = 'published' where slug = 'new-draft'`,
      `select slug, published_at = now() as stamped from public.blog_posts where slug in ('new-post', 'new-draft') order by slug`,
    )
    expect(rows).toEqual([
      { slug: 'new-draft', stamped: true },
      { slug: 'new-post', stamped: true },
    ])
  })

  it('keep a chosen date, and leave a draft without one', async () => {
    const rows = await as(
      staff,
      insertPost('new-post', { status: `'published'`, published_at: `'2030-01-01T00:00:00Z'` }),
      insertPost('new-draft'),
      `select slug, published_at from public.blog_posts where slug in ('new-post', 'new-draft') order by slug`,
    )
    expect(
      rows.map((row) => [row.slug, row.published_at && new Date(row.published_at as string).toISOString()]),
    ).toEqual([
      ['new-draft', null],
      ['new-post', '2030-01-01T00:00:00.000Z'],
    ])
  })

  it('move updated_at on every update', async () => {
    const rows = await as(
      staff,
      insertPost('new-post', { updated_at: `'2000-01-01'` }),
      `update public.blog_posts set title = 'Edited' where slug = 'new-post' returning updated_at > '2000-01-01' as moved`,
    )
    expect(rows).toEqual([{ moved: true }])
  })
})

describe('schema', () => {
  it('private.is_staff is security definer with an empty search_path', async () => {
    const [row] = await as(
      service,
      `select prosecdef, proconfig from pg_proc where oid = 'private.is_staff(text)'::regprocedure`,
    )
    expect(row).toEqual({ prosecdef: true, proconfig: ['search_path=""'] })
  })

  it('every public table has RLS enabled', async () => {
    const tables = await as<{ relname: string; relrowsecurity: boolean }>(
      service,
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    )
    expect(tables.length).toBeGreaterThan(0)
    expect(tables.filter((table) => !table.relrowsecurity)).toEqual([])
  })

  it('anon and authenticated keep only the grants the policies need', async () => {
    const grants = await as(
      service,
      `
      select c.relname as "table", r.rolname as "role", string_agg(a.privilege_type, ', ' order by a.privilege_type) as privileges
      from pg_class c cross join lateral aclexplode(c.relacl) a join pg_roles r on r.oid = a.grantee
      where c.relnamespace = 'public'::regnamespace and r.rolname in ('anon', 'authenticated')
      group by 1, 2 order by 1, 2`,
    )
    expect(grants).toEqual([
      { table: 'blog_categories', role: 'anon', privileges: 'SELECT' },
      { table: 'blog_categories', role: 'authenticated', privileges: 'SELECT' },
      { table: 'blog_images', role: 'anon', privileges: 'SELECT' },
      { table: 'blog_images', role: 'authenticated', privileges: 'INSERT, SELECT' },
      { table: 'blog_post_list', role: 'authenticated', privileges: 'SELECT' },
      { table: 'blog_post_redirects', role: 'anon', privileges: 'SELECT' },
      { table: 'blog_post_redirects', role: 'authenticated', privileges: 'DELETE, INSERT, SELECT, UPDATE' },
      { table: 'blog_post_versions', role: 'authenticated', privileges: 'SELECT' },
      { table: 'blog_posts', role: 'anon', privileges: 'SELECT' },
      { table: 'blog_posts', role: 'authenticated', privileges: 'DELETE, INSERT, SELECT, UPDATE' },
      { table: 'contact_enquiry_events', role: 'authenticated', privileges: 'SELECT' },
      { table: 'deleted_blog_posts', role: 'authenticated', privileges: 'SELECT' },
      { table: 'site_rebuild_requests', role: 'authenticated', privileges: 'INSERT, SELECT' },
      { table: 'site_rebuilds', role: 'authenticated', privileges: 'SELECT' },
      { table: 'staff_members', role: 'authenticated', privileges: 'SELECT' },
    ])
  })
})

describe('post text', () => {
  const refused = (fields: Record<string, string>) =>
    expect(as(staff, insertPost('hostile', fields))).rejects.toThrow(/blog_posts_text_shows_as_written/)

  it('refuses terminal escapes, C1 controls and text-direction controls written straight through the API', async () => {
    await refused({ title: `E'\\u001b[2K\\u001b[32m✔ published'` })
    await refused({ title: `E'invoice\\u202efdp.exe'` })
    await refused({ tags: `array['erp', E'\\u2066x']` })
    await refused({ featured_image_alt: `E'a\\u009bb'` })
    await refused({ meta_title: `E'two\\nlines'` })
    await refused({ excerpt: `E'bell\\u0007'` })
  })

  it('keeps line breaks and tabs where a field runs over lines, and any script', async () => {
    await expect(
      as(
        staff,
        insertPost('multiline', {
          excerpt: `E'First line.\\n\\tSecond: Überweisung 東京 😀'`,
          meta_description: `E'a\\nb'`,
        }),
      ),
    ).resolves.toEqual([{ slug: 'multiline' }])
  })
})
