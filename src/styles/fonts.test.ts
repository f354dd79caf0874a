// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Each `@font-face` of a stylesheet, as the browser's CSS parser reads it: its family and its font-display. */
const faces = (file: string) => {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  document.head.append(style);
  const rules = [...style.sheet!.cssRules].filter((rule) => rule instanceof CSSFontFaceRule);
  style.remove();
  return rules.map((rule) => [rule.style.getPropertyValue('font-family'), rule.style.getPropertyValue('font-display')]);
};

it('Inter never swaps in after the first paint (optional), and its metric-matched fallbacks are never skipped (block)', () => {
  const inter = faces('fonts.css');
  const fallbacks = faces('tokens.css');
  expect(inter.length).toBeGreaterThan(0);
  expect(fallbacks.length).toBeGreaterThan(0);
  expect(inter.filter(([, display]) => display !== 'optional')).toEqual([]);
  expect(fallbacks.filter(([family, display]) => !family!.startsWith('Inter Fallback') || display !== 'block')).toEqual(
    [],
  );
});
