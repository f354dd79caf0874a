/**
 * YouTube addresses, for the <YouTube> article component (components/mdx/youtube.tsx), the MDX
 * step that turns a pasted embed code into it (lib/mdx/remark-youtube-embeds.ts) and the
 * content check. Pure, so the editor's own script can use it too.
 */

/** A YouTube video's id: 11 letters, digits, dashes and underscores. */
export const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video id of a YouTube address, as people copy it: a watch link, a youtu.be or Shorts
 * link, or the address of an embed code (youtube.com or youtube-nocookie.com); or the id itself.
 * Undefined for anything else.
 */
export function youTubeIdOf(address: string): string | undefined {
  const text = address.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text.replace(/^\/\//, 'https://'));
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? parts[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
          ? parts[1]
          : url.searchParams.get('v')
        : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The title YouTube's embed code gives every video, which says nothing of what it shows. */
const DEFAULT_TITLE = /^\s*youtube video player\s*$/i;

/**
 * The verdict on a frame pasted into an article, by its `src` and `title`: the <YouTube> it
 * becomes, or what to write instead, in the editor's words.
 */
export function embedProblem(
  src: string,
  title: string | undefined,
): { id: string; title: string } | { problem: string } {
  const id = youTubeIdOf(src);
  if (!id)
    return {
      problem: `only YouTube videos can be put in an article, and "${src}" is not one; insert the video with the editor's YouTube button, or upload a short clip`,
    };
  if (!title || DEFAULT_TITLE.test(title))
    return {
      problem: `say what the video shows: replace the embed code with <YouTube id="${id}" title="What the video shows" />`,
    };
  return { id, title: title.trim() };
}
