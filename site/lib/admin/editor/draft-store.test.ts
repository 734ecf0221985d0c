import { describe, expect, it } from 'vitest'
import { draftStore, type DraftStorage } from './draft-store.ts'
import { defaultPostForm } from './form.ts'

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const draft = {
  form: { ...defaultPostForm(), title: 'Half-written' },
  basedOn: '2025-10-01T09:00:00.000Z',
  savedAt: '2025-10-13T10:00:00.000Z',
}

describe('draftStore', () => {
  it('gives back what was saved, with the updated_at it was based on, until cleared', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, 'post-1')
    expect(store.load()).toBeNull()
    expect(store.save(draft)).toBe(true)
    expect(draftStore(storage, 'post-1').load()).toEqual(draft)
    store.clear()
    expect(store.load()).toBeNull()
  })

  it('keeps each post apart from the others and from a new post', () => {
    const storage = memoryStorage()
    draftStore(storage, 'post-1').save(draft)
    expect(draftStore(storage, 'new').load()).toBeNull()
    expect(draftStore(storage, 'post-2').load()).toBeNull()
  })

  it('ignores garbage: broken JSON, other shapes, an unknown author', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, 'new')
    for (const garbage of [
      '{not json',
      'null',
      '42',
      JSON.stringify({ form: { title: 'x' }, basedOn: null, savedAt: 'now' }),
      JSON.stringify({ ...draft, form: { ...draft.form, author: 'mallory' } }),
    ]) {
      storage.items.set('axon-admin-draft:new', garbage)
      expect(store.load()).toBeNull()
    }
  })

  it('brings back a draft kept before the Publish at field, with no time chosen', () => {
    const storage = memoryStorage()
    const { published_at: _none, ...olderForm } = draft.form
    storage.items.set('axon-admin-draft:new', JSON.stringify({ ...draft, form: olderForm }))
    expect(draftStore(storage, 'new').load()).toEqual({ ...draft, form: { ...draft.form, published_at: '' } })
  })

  it('reports a storage that refuses the draft instead of throwing', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(draftStore(full, 'new').save(draft)).toBe(false)
  })
})
