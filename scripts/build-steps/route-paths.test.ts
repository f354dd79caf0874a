import { expect, it } from 'vitest';
import { FIXTURE_CONTENT_ROOT } from '../../test/support/bases.ts';
import { routePaths } from './route-paths.ts';

it('lists every page of the route table once, the Not Found route aside, with content pages among them', () => {
  const paths = routePaths(FIXTURE_CONTENT_ROOT);
  expect(paths.slice(0, 3)).toEqual(['/', '/about', '/team']);
  expect(paths).toEqual(expect.arrayContaining(['/induction/2024', '/post/2023', '/events/roboveda', '/blogs/IOT2']));
  expect(paths.filter((path) => path.includes('*'))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
});
