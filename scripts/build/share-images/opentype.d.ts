// The one call title-type.ts makes of opentype.js (satori's own copy, which ships no types); the
// font it returns is typed there, by what the setter reads of it.
declare module '@shuding/opentype.js' {
  const opentype: { parse(buffer: ArrayBuffer): unknown }
  export default opentype
}
