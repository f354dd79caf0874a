/**
 * The content editor at /admin/: Sveltia CMS from its npm package, bundled by
 * scripts/build-steps/cms.ts so that its fonts, icons and libraries are served from this site.
 * Its configuration is config.json beside the page (npm run cms:config writes it).
 */
import CMS from '@sveltia/cms';

CMS.init();
