import { expect, it } from 'vitest'
import { shortcutKeys, writingShortcut } from './writing-keys.ts'

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
})

it('reads Ctrl or ⌘ with B, I and K as bold, italic and link', () => {
  expect(writingShortcut(press('b', { ctrlKey: true }))).toBe('bold')
  expect(writingShortcut(press('I', { metaKey: true }))).toBe('italic')
  expect(writingShortcut(press('k', { ctrlKey: true }))).toBe('link')
})

it('leaves every other key press to the browser, the save shortcut included', () => {
  expect(writingShortcut(press('b', {}))).toBeNull()
  expect(writingShortcut(press('s', { ctrlKey: true }))).toBeNull()
  expect(writingShortcut(press('b', { ctrlKey: true, shiftKey: true }))).toBeNull()
  expect(writingShortcut(press('i', { ctrlKey: true, altKey: true }))).toBeNull()
  expect(writingShortcut(press('k', { ctrlKey: true, metaKey: true }))).toBeNull()
})

it('writes the keys as the person’s keyboard shows them', () => {
  expect(shortcutKeys('b', false)).toBe('Ctrl+B')
  expect(shortcutKeys('k', true)).toBe('⌘K')
})
