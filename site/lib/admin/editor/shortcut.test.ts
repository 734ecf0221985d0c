import { describe, expect, it } from 'vitest'
import { isSaveShortcut, onApple } from './shortcut.ts'

const press = (key: string, keys: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...keys,
})

describe('the save shortcut', () => {
  it('is S with Ctrl or ⌘, in either case, and nothing else', () => {
    expect(isSaveShortcut(press('s', { ctrlKey: true }))).toBe(true)
    expect(isSaveShortcut(press('S', { metaKey: true }))).toBe(true)
    expect(isSaveShortcut(press('s'))).toBe(false)
    expect(isSaveShortcut(press('s', { ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSaveShortcut(press('s', { ctrlKey: true, altKey: true }))).toBe(false)
    expect(isSaveShortcut(press('s', { ctrlKey: true, metaKey: true }))).toBe(false)
    expect(isSaveShortcut(press('d', { ctrlKey: true }))).toBe(false)
  })

  it('is shown with ⌘ on Apple systems', () => {
    expect(onApple('MacIntel')).toBe(true)
    expect(onApple('iPhone')).toBe(true)
    expect(onApple('Linux x86_64')).toBe(false)
    expect(onApple('Win32')).toBe(false)
  })
})
