import { expect, it } from 'vitest';
import { candidates, correction, slipsApart } from './did-you-mean.ts';

it('counts a letter missing, added, changed, or two neighbours swapped as one slip each', () => {
  expect(slipsApart('ardiuno', 'arduino', 2)).toBe(1);
  expect(slipsApart('sevro', 'servo', 2)).toBe(1);
  expect(slipsApart('sensr', 'sensor', 2)).toBe(1);
  expect(slipsApart('motorr', 'motor', 2)).toBe(1);
  expect(slipsApart('rovar', 'rover', 2)).toBe(1);
  expect(slipsApart('servo', 'servo', 2)).toBe(0);
  expect(slipsApart('aurdino', 'arduino', 2)).toBe(2);
  expect(slipsApart('arudnio', 'arduino', 2)).toBe(2);
  // Past the most asked for, every distance is one more than it.
  expect(slipsApart('aurdino', 'arduino', 1)).toBe(2);
  expect(slipsApart('zqxvj', 'servo', 2)).toBe(3);
});

it('offers the nearest words, then the commoner, one slip in a short word and two in a long one', () => {
  const words = ['robot', 'sensor', 'servo', 'arduinos', 'sense', 'arduino', 'raise'];
  expect(candidates('ardiuno', words)).toEqual(['arduino', 'arduinos']);
  expect(candidates('aurdino', words)).toEqual(['arduino']);
  expect(candidates('sensr', words)).toEqual(['sensor', 'sense']);
  // Two slips in a word of six letters are too many: "sesnro" could be anything.
  expect(candidates('sernso', words)).toEqual([]);
  // The first letter is kept: "kaise" is a word of another language, not a slip of "raise".
  expect(candidates('kaise', words)).toEqual([]);
  // Known words, short words and words with digits stay as they are.
  expect(candidates('servo', words)).toEqual([]);
  expect(candidates('rbt', words)).toEqual([]);
  expect(candidates('esp32', words)).toEqual([]);
});

it('corrects only the words left out, each to the first candidate that finds something with the words kept', async () => {
  const words = ['sensor', 'sense', 'servo', 'line', 'follower', 'arduino'];
  // A small index: the pages, each a set of words.
  const pages = [
    ['line', 'follower', 'sense'],
    ['servo', 'arm', 'sensor'],
  ];
  const finds = async (searched: string[]) => pages.some((page) => searched.every((word) => page.includes(word)));
  expect(await correction('sevro arm', ['sevro'], words, finds)).toBe('servo arm');
  // "sensor" is the commoner, but no page has it with "line": "sense" is offered.
  expect(await correction('line sensr', ['sensr'], words, finds)).toBe('line sense');
  expect(await correction('Line follwer', ['follwer'], words, finds)).toBe('line follower');
  // "arduino" is a word of the site, but no page has it with "line": nothing is offered.
  expect(await correction('line ardiuno', ['ardiuno'], words, finds)).toBeUndefined();
  expect(await correction('line kaise', ['kaise'], words, finds)).toBeUndefined();
});
