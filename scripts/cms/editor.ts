/**
 * The content editor at /admin/: Sveltia CMS from its npm package, bundled by
 * scripts/build-steps/cms.ts so that its fonts, icons and libraries are served from this site.
 * Its configuration is config.json beside the page (npm run cms:config writes it).
 */
import CMS from '@sveltia/cms';
import { youTubeIdOf } from '../../src/lib/youtube.ts';

/** A JSX attribute's text: no double quote, which would end it, and no braces, which MDX would run. */
const attributeText = (text: string) => text.trim().replaceAll('"', '”').replace(/[{}]/g, '');

// The article body's YouTube button (scripts/cms-config.ts lists it): it writes the
// <YouTube> component of components/mdx/youtube.tsx from the link a committee member pastes.
CMS.registerEditorComponent({
  id: 'youtube',
  label: 'YouTube video',
  icon: 'smart_display',
  fields: [
    {
      name: 'video',
      label: 'YouTube link',
      widget: 'string',
      hint: "The video's address, from YouTube's Share button, such as https://youtu.be/aqz-KE-bpKQ.",
      pattern: ['youtu\\.?be|^[\\w-]{11}$', 'paste a link to a YouTube video'],
    },
    {
      name: 'title',
      label: 'What the video shows',
      widget: 'string',
      hint: 'Shown under the video and read out by screen readers, such as "The rover climbing a ramp".',
    },
  ],
  pattern: /^<YouTube id="(?<id>[\w-]{11})" title="(?<title>[^"]*)" \/>$/m,
  fromBlock: (match) => ({ video: `https://youtu.be/${match.groups?.id ?? ''}`, title: match.groups?.title ?? '' }),
  toBlock: ({ video, title }) =>
    `<YouTube id="${youTubeIdOf(String(video ?? '')) ?? ''}" title="${attributeText(String(title ?? ''))}" />`,
  // The preview shows where the video goes; the page itself asks nothing of YouTube until played.
  toPreview: ({ title }) => `<p>▶ YouTube video: ${attributeText(String(title ?? ''))}</p>`,
});

CMS.init();
