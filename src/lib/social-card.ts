/**
 * Every page's social card: the picture a link preview shows, generated at build time
 * (scripts/build-steps/social-cards.ts) from the page's title and kind. The page's meta names it
 * by the route it belongs to, and the build writes it there.
 */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png', folder: 'social-cards' } as const;

/** The Not Found page, served at any address, has one card. */
const NOT_FOUND_CARD = 'not-found';

/** The card of a route: "/" -> "/social-cards/home.png", "/blogs/ROS1" -> "/social-cards/blogs/ROS1.png". */
export function socialCardPath(routePath: string | undefined): string {
  const name = routePath === undefined ? NOT_FOUND_CARD : routePath.replace(/^\/+|\/+$/g, '') || 'home';
  return `/${SOCIAL_CARD.folder}/${name}.png`;
}

/** The club's mark as a square PNG, for structured data (the Organization's logo). */
export const LOGO_PATH = `/${SOCIAL_CARD.folder}/logo.png`;
export const LOGO_SIZE = 512;
