import { describe, expect, it } from 'vitest';
import { socialCardPath } from './social-card.ts';

describe('socialCardPath', () => {
  it('names the card after its route, the home page as home', () => {
    expect(socialCardPath('/')).toBe('/social-cards/home.png');
    expect(socialCardPath('/team')).toBe('/social-cards/team.png');
    expect(socialCardPath('/blogs/ROS1')).toBe('/social-cards/blogs/ROS1.png');
  });

  it('gives a page without a route of its own (Not Found) one shared card', () => {
    expect(socialCardPath(undefined)).toBe('/social-cards/not-found.png');
  });
});
