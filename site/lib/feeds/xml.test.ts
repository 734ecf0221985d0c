import { expect, it } from 'vitest'
import { cdata, stripIllegalXmlChars, xmlText } from './xml.ts'

it('escapes the five characters XML reserves', () => {
  expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
})

it('keeps tab, newline, carriage return and astral characters, and drops what XML 1.0 forbids', () => {
  expect(stripIllegalXmlChars('a\tb\nc\r\u0000d\u0008e\u001ff\uFFFEg\uD800h🚀')).toBe('a\tb\nc\rdefgh🚀')
})

it('splits "]]>" across CDATA sections', () => {
  expect(cdata('x]]>y')).toBe('<![CDATA[x]]]]><![CDATA[>y]]>')
})
