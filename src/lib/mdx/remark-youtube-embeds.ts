/**
 * A YouTube embed code pasted into an article, `<iframe src="https://www.youtube.com/embed/…"
 * title="…" …></iframe>`, becomes the <YouTube> component (components/mdx/youtube.tsx): a facade
 * that asks nothing of YouTube until the visitor plays it, where the pasted frame would load
 * YouTube's player, cookies included, on every visit. A frame from any other site, or one
 * titled only "YouTube video player", stops the build with the line to write instead; the
 * content check (collections/articles.server.ts) says the same without building.
 *
 * Runs inside the MDX compiler at build time only (vite.config.ts).
 */
import path from 'node:path';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { embedProblem } from '../youtube.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: Nodes['position'];
}

const isJsx = (node: { type: string }): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

const attribute = (element: JsxElement, name: string) => {
  const value = element.attributes.find((candidate) => candidate.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

function replaceFrames(parent: Parent, file: VFile) {
  parent.children = parent.children.map((child) => {
    if (isJsx(child) && child.name === 'iframe') {
      const verdict = embedProblem(attribute(child, 'src') ?? '', attribute(child, 'title'));
      if ('problem' in verdict) {
        const name = file.path
          ? path.join(path.basename(path.dirname(file.path)), path.basename(file.path))
          : 'article';
        file.fail(`${name}:${child.position?.start.line ?? '?'} > video: ${verdict.problem}`, child as never);
      }
      const { id, title } = verdict as { id: string; title: string };
      return {
        type: child.type,
        name: 'YouTube',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'id', value: id },
          { type: 'mdxJsxAttribute', name: 'title', value: title },
        ],
        children: [],
        position: child.position,
      } as unknown as RootContent;
    }
    if ('children' in child) replaceFrames(child as Parent, file);
    return child;
  }) as typeof parent.children;
}

export function remarkYouTubeEmbeds() {
  return (tree: Root, file: VFile) => replaceFrames(tree, file);
}
