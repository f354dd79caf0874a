import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// In Node, as the prerender loads it, not through Vitest's own interop (which unwraps a default export).
const inNode = (code: string) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: import.meta.dirname, encoding: 'utf8' });

it("gives the prerender react-slick's component, though Node hands over its CommonJS exports wrapped", () => {
  const wrapped = inNode(`import Slick from 'react-slick'; console.log(typeof Slick, typeof Slick.default);`);
  expect(wrapped.stdout.trim()).toBe('object function');
  const ours = inNode(`import Slider from './slick-slider.ts'; console.log(typeof Slider, Slider.name);`);
  expect(ours.stderr).toBe('');
  expect(ours.stdout.trim()).toBe('function Slider');
});
