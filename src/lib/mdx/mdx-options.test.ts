import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mdxOptions } from './mdx-options.ts';

// A tiny articles folder: one article with its image folder.
const articles = mkdtempSync(path.join(tmpdir(), 'rc-mdx-'));
mkdirSync(path.join(articles, 'Demo'));
writeFileSync(path.join(articles, 'Demo/board.jpg'), '');
afterAll(() => rmSync(articles, { recursive: true, force: true }));

/** Compiles an article the way the build does and returns the JavaScript. */
async function compile(body: string): Promise<string> {
  const plugin = mdx(mdxOptions);
  const source = `---\ntitle: Demo\n---\n\n${body}\n`;
  const result = await plugin.transform(source, path.join(articles, 'Demo.mdx'));
  return result?.code ?? '';
}

describe('article images', () => {
  it('imports an image through the figure preset and renders it with ArticleImage, alt and caption', async () => {
    const code = await compile('![A blue circuit board](./Demo/board.jpg "The board from above")');
    expect(code).toContain('import __contentImage0 from "./Demo/board.jpg?figure"');
    expect(code).toMatch(
      /_jsx\(ArticleImage, \{\s*picture: __contentImage0,\s*alt: "A blue circuit board",\s*caption: "The board from above"\s*\}\)/,
    );
    expect(code).not.toContain('"img"');
  });

  it('stops the build when the file is missing, naming the article, the line and the folder', async () => {
    await expect(compile('Intro.\n\n![A chassis](./Demo/chassis.jpg)')).rejects.toThrow(
      'Demo.mdx:7 > image "./Demo/chassis.jpg": file not found in articles/Demo/; add the image there or correct the path',
    );
  });

  it('asks for alt text', async () => {
    await expect(compile('![](./Demo/board.jpg)')).rejects.toThrow('write alt text between the brackets');
  });

  it('refuses a web address or a path that does not start from the article folder', async () => {
    await expect(compile('![A board](https://example.com/board.jpg)')).rejects.toThrow(
      "link the image relatively from the article's own folder",
    );
    await expect(compile('![A board](/images/board.jpg)')).rejects.toThrow(
      "link the image relatively from the article's own folder",
    );
  });

  it('asks for an image inside running text to go on a line of its own', async () => {
    await expect(compile('See ![A board](./Demo/board.jpg) here.')).rejects.toThrow(
      'put the image on a line of its own',
    );
  });
});

describe('YouTube videos', () => {
  const embed = (src: string, title = 'The rover on the ramp') =>
    `<iframe width="560" height="315" src="${src}" title="${title}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;

  it("turns YouTube's own embed code into the YouTube facade, with no frame left in the article", async () => {
    const code = await compile(`Intro.\n\n${embed('https://www.youtube.com/embed/aqz-KE-bpKQ?si=x1')}`);
    expect(code).toMatch(/_jsx\(YouTube, \{\s*id: "aqz-KE-bpKQ",\s*title: "The rover on the ramp"\s*\}\)/);
    expect(code).not.toContain('iframe');
  });

  it('stops the build at an embed titled only "YouTube video player", with the line to write instead', async () => {
    await expect(
      compile(`Intro.\n\n${embed('https://www.youtube.com/embed/aqz-KE-bpKQ', 'YouTube video player')}`),
    ).rejects.toThrow(
      'Demo.mdx:7 > video: say what the video shows: replace the embed code with <YouTube id="aqz-KE-bpKQ"',
    );
  });

  it('stops the build at a frame from another site', async () => {
    await expect(compile(embed('https://player.vimeo.com/video/76979871'))).rejects.toThrow(
      'only YouTube videos can be put in an article',
    );
  });
});

describe('code blocks', () => {
  it('are highlighted at build time with a light and a dark colour for every token', async () => {
    const code = await compile('```python\nprint("hi")\n```');
    expect(code).toContain('"data-language": "python"');
    expect(code).toMatch(/"--shiki-light": "#[0-9a-f]{6}",\s*"--shiki-dark": "#[0-9a-f]{6}"/i);
  });

  it('are highlighted the same however slow the machine: no line is cut short by a time limit', async () => {
    const block = '```cpp\nString idToken, uid;\nfor (int i = 0; i < 3; i++) { Serial.println(i); }\n```';
    const quick = await compile(block);
    // A machine so busy that every step of the highlighter takes a second.
    let clock = Date.now();
    const slow = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    try {
      expect(await compile(block)).toBe(quick);
    } finally {
      slow.mockRestore();
    }
  });

  it('keep a fence without a known language in the same frame', async () => {
    const code = await compile('```\nplain text\n```\n\n```nosuchlanguage\nmore text\n```');
    expect(code.match(/"data-language": "text"/g)).toHaveLength(2);
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('code colours', () => {
  // The e2e suite's axe checks leave out code tokens (thousands of them per page); this
  // checks every colour the real articles use instead, against its theme's background.
  it('keep AA contrast (4.5:1) on their background in the light and the dark scheme, in every article', async () => {
    const realArticles = path.resolve(import.meta.dirname, '../../content/articles');
    const plugin = mdx(mdxOptions);
    for (const name of readdirSync(realArticles).filter((file) => file.endsWith('.mdx'))) {
      const file = path.join(realArticles, name);
      const code = (await plugin.transform(readFileSync(file, 'utf8'), file))?.code ?? '';
      for (const scheme of ['light', 'dark']) {
        const backgrounds = new Set(
          [...code.matchAll(new RegExp(`"--shiki-${scheme}-bg": "(#[0-9a-f]{6})"`, 'gi'))].map((m) => m[1]!),
        );
        const colours = new Set(
          [...code.matchAll(new RegExp(`"--shiki-${scheme}": "(#[0-9a-f]{6})"`, 'gi'))].map((m) => m[1]!),
        );
        // An article without a code block has none.
        expect(backgrounds.size, `${name}: one ${scheme} background`).toBeLessThanOrEqual(1);
        const [background] = backgrounds;
        for (const colour of colours) {
          expect(
            contrast(colour, background!),
            `${name}: ${colour} on ${background} (${scheme})`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  }, 30_000);
});

describe('tables', () => {
  it('are named after the heading or collapsible section above them', async () => {
    const code = await compile(
      '## Pin map\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<details>\n<summary>Memory</summary>\n\n| c |\n| - |\n| 3 |\n\n</details>',
    );
    expect(code).toContain('"data-label": "Table: Pin map"');
    expect(code).toContain('"data-label": "Table: Memory"');
  });

  it('with an empty corner are two-way: the corner becomes a data cell, the first cell of each row its header', async () => {
    const code = await compile('| | MCU | MPU |\n| - | - | - |\n| Clock | MHz | GHz |\n| Memory | KB | GB |');
    expect(code.match(/_components\.th, \{\s*scope: "col"/g)).toHaveLength(2);
    expect(code.match(/_components\.th, \{\s*scope: "row"/g)).toHaveLength(2);
    expect(code.match(/_components\.td\b/g)).toHaveLength(5);
  });

  it('with a header in their corner keep data cells in their first column', async () => {
    const code = await compile('| Pin | Use |\n| - | - |\n| PA5 | LED |');
    expect(code).not.toContain('scope: "row"');
  });
});

describe('code blocks', () => {
  it('are named by their language, numbered when a language comes again, so no two share a name', async () => {
    const code = await compile('```python\na = 1\n```\n\n```bash\nls\n```\n\n```python\nb = 2\n```\n\n```\nplain\n```');
    expect(code.match(/"data-label": "[^"]*"/g)).toEqual([
      '"data-label": "Code: python"',
      '"data-label": "Code: bash"',
      '"data-label": "Code: python (2)"',
      '"data-label": "Code"',
    ]);
  });
});

describe('section headings', () => {
  it('get ids from their text, numbered when a text repeats, also inside a collapsible section', async () => {
    const code = await compile(
      '## Deep sleep: 45 s\n\nText.\n\n### Power\n\n<details>\n<summary>More</summary>\n\n### Power\n\n</details>',
    );
    expect(code).toMatch(/_components\.h2, \{\s*id: "deep-sleep-45-s"/);
    expect(code).toMatch(/_components\.h3, \{\s*id: "power"/);
    expect(code).toMatch(/_components\.h3, \{\s*id: "power-2"/);
  });
});
