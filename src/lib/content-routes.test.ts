import { describe, expect, it } from 'vitest';
import { contentHref, contentRouteParams, contentRoutePath } from './content-routes.ts';

describe('content routes', () => {
  it('reads back the entry a route path was made for', () => {
    const path = contentRoutePath('galleryYear', { kind: 'induction', year: '2024' });
    expect(path).toBe('induction/2024');
    expect(contentRouteParams('galleryYear', path)).toEqual({ kind: 'induction', year: '2024' });
    expect(contentRouteParams('article', `/${contentRoutePath('article', { slug: 'ROS1' })}`)).toEqual({
      slug: 'ROS1',
    });
  });

  it("gives the address of an entry's page from the site's root, the same path the route has", () => {
    expect(contentHref('event', { slug: 'roboveda' })).toBe('/events/roboveda');
    expect(contentHref('pastTeam', { year: '2025-26' })).toBe('/team/2025-26');
    expect(contentHref('galleryList', { kind: 'post' })).toBe('/post');
  });

  it('says undefined for a route of another shape', () => {
    expect(contentRouteParams('pastTeam', 'team')).toBeUndefined();
    expect(contentRouteParams('event', 'blogs/ROS1')).toBeUndefined();
    expect(contentRouteParams('galleryYear', 'induction')).toBeUndefined();
  });
});
