/**
 * The width, in its own units, of a diagram drawn to be read on a phone. At 320 CSS pixels a hero's
 * column is 288 px wide, so a 340-unit drawing shows at 0.85 of its size: its smallest text, 15
 * units, still reads at 12.7 px, where a 520-unit drawing would shrink the same text to 8 px.
 */
export const phoneWidth = 340
