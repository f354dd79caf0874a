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

/** Text shown in the preview's HTML as written. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The preview's Markdown parser, which Sveltia CMS shares as `window.marked`, as used here. */
type PreviewToken = { type: string; raw: string; html: string };
type Marked = {
  parse(markdown: string): string;
  use(extension: {
    extensions: {
      name: string;
      level: 'block';
      tokenizer(source: string): PreviewToken | undefined;
      renderer(token: PreviewToken): string;
    }[];
    hooks: { postprocess(html: string): string };
  }): void;
};
const { marked } = window as unknown as { marked: Marked };

/** A block of an article the preview shows in its own way, and how. */
type PreviewBlock = { name: string; pattern: RegExp; html: (match: RegExpExecArray) => string };

/**
 * The article parts of MDX that Markdown does not know (components/mdx), previewed readably:
 * a <Callout> as its title over its text, a <Video> clip as its caption, and the import lines
 * that name a clip's files not at all. Left to the preview's Markdown, a clip became a <video>
 * asking this site for `{clip}`, and the import lines showed as text.
 */
const previewBlocks: PreviewBlock[] = [
  { name: 'mdx-import', pattern: /^import \w+ from '[^']+';?(?:\n|$)/, html: () => '' },
  {
    name: 'mdx-video',
    pattern: /^<Video [^\n]*?caption="([^"]*)"[^\n]*\/>(?:\n|$)/,
    html: ([, caption]) => `<p>▶ Video clip: ${escapeHtml(caption ?? '')}</p>`,
  },
  {
    name: 'mdx-callout',
    pattern: /^<Callout title="([^"]*)">\n([\s\S]*?)\n<\/Callout>(?:\n|$)/,
    html: ([, title, text]) =>
      `<div role="note"><p><strong>${escapeHtml(title ?? '')}</strong></p>${marked.parse(text ?? '')}</div>`,
  },
];

marked.use({
  extensions: previewBlocks.map(({ name, pattern, html }) => ({
    name,
    level: 'block',
    tokenizer(source) {
      const match = pattern.exec(source);
      return match ? { type: name, raw: match[0], html: html(match) } : undefined;
    },
    renderer: (token) => token.html,
  })),
  hooks: {
    // An article's picture is written as its address in the article (./iot4/board.webp), which
    // the preview swaps for the picture itself a moment after drawing it: drawn lazily, and
    // hidden until then (PREVIEW_STYLE), it is never asked of this site under that address.
    postprocess: (html) => html.replace(/<img (?![^>]*\bloading=)/g, '<img loading="lazy" '),
  },
});
const PREVIEW_STYLE = `[data-rich-text-preview] img[loading='lazy']:not([src^='blob:'], [src^='data:']) { display: none; }`;
document.head.append(Object.assign(document.createElement('style'), { textContent: PREVIEW_STYLE }));

/** Devanagari in plain Latin letters, as a Hindi word is written for a file name: holi, diwali. */
const devanagari = (pairs: string) => new Map(pairs.split(' ').map((pair) => pair.split('=') as [string, string]));
const CONSONANTS = devanagari(
  'क=k ख=kh ग=g घ=gh ङ=n च=ch छ=chh ज=j झ=jh ञ=n ट=t ठ=th ड=d ढ=dh ण=n त=t थ=th द=d ध=dh न=n प=p फ=ph ब=b भ=bh म=m य=y र=r ल=l व=v श=sh ष=sh स=s ह=h',
);
/** The vowel signs, which replace a consonant's own "a"; the virama (्) silences it. */
const VOWEL_SIGNS = devanagari('ा=a ि=i ी=i ु=u ू=u ृ=ri े=e ै=ai ो=o ौ=au ॉ=o ्=');
const LETTERS = devanagari(
  'अ=a आ=a इ=i ई=i उ=u ऊ=u ऋ=ri ए=e ऐ=ai ओ=o औ=au ऑ=o ं=n ँ=n ः=h ०=0 १=1 २=2 ३=3 ४=4 ५=5 ६=6 ७=7 ८=8 ९=9',
);

/**
 * A Devanagari name in Latin letters. A consonant carries an "a", said before a nasal sign
 * (रंग, rang) and another consonant, not at the end of a word (कमल, kamal); dots below (ड़) go.
 */
function latinOf(text: string): string {
  let latin = '';
  let vowel = '';
  for (const character of text.normalize('NFD').replaceAll('\u093c', '')) {
    if (CONSONANTS.has(character)) {
      latin += vowel + CONSONANTS.get(character);
      vowel = 'a';
    } else if (VOWEL_SIGNS.has(character)) {
      latin += VOWEL_SIGNS.get(character);
      vowel = '';
    } else {
      latin += ('ंँः'.includes(character) ? vowel : '') + (LETTERS.get(character) ?? character);
      vowel = '';
    }
  }
  return latin;
}

// The editor names an upload from the letters of its name it can write in ASCII and has no
// Latin for Devanagari: `होली 2026.jpg` became `2026.webp`, `होली.jpg` a random `0b4dc8461ca9.webp`.
// Its file inputs hand it the files renamed first, so `होली 2026.jpg` is saved as `holi-2026.webp`.
// (A file dropped on the editor keeps the old naming: a drop's files cannot be renamed.)
document.addEventListener(
  'change',
  ({ target: input }) => {
    if (
      !(input instanceof HTMLInputElement) ||
      ![...(input.files ?? [])].some((file) => /[\u0900-\u097f]/.test(file.name))
    )
      return;
    const renamed = new DataTransfer();
    for (const file of input.files!)
      renamed.items.add(new File([file], latinOf(file.name), { type: file.type, lastModified: file.lastModified }));
    input.files = renamed.files;
  },
  { capture: true },
);

CMS.init();
