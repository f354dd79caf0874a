import { expect, it } from 'vitest';
import { nearestRoute } from './nearest-route.ts';

const routes = [
  { to: '/', label: 'Home' },
  { to: '/achievement', label: 'Achievement' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/sponsor', label: 'Sponsor' },
  { to: '/team', label: 'Team' },
];

it('names the page a mistyped address meant: a plural, a missing letter, another case', () => {
  expect(nearestRoute('/achievements', routes)?.to).toBe('/achievement');
  expect(nearestRoute('/blog', routes)?.to).toBe('/blogs');
  expect(nearestRoute('/Sponsors/', routes)?.to).toBe('/sponsor');
});

it('names none when no page is close, and never the home page', () => {
  expect(nearestRoute('/no/such/page', routes)).toBeUndefined();
  expect(nearestRoute('/x', routes)).toBeUndefined();
  expect(nearestRoute('/', routes)).toBeUndefined();
});
