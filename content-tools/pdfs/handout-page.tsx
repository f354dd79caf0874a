/**
 * The printable page of one handout: its MDX body compiled and rendered exactly like an
 * article's (the same MDX plugins, component map and prose styles), under a title block,
 * with the print stylesheet. content-tools/pdfs.ts builds this module with Vite and prints each
 * page with Chromium.
 */
import '@fontsource-variable/inter/wght.css';
import '../../src/styles/global.css';
import './print.css';
import type { MDXComponents, MDXModule } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxComponents } from '../../src/components/mdx/index.ts';
import type { HandoutEntry } from '../../src/content/collections/handouts.server.ts';
import prose from '../../src/styles/prose.module.css';
import { handoutComponents, type HandoutFacts } from './sponsor-tiers.tsx';

const bodies = Object.fromEntries(
  Object.entries(import.meta.glob<MDXModule>('../../src/content/handouts/*.mdx', { eager: true })).map(
    ([file, module]) => [file.replace(/^.*\/|\.mdx$/g, ''), module.default],
  ),
);

export interface HandoutPageProps {
  handout: HandoutEntry;
  /** What the masthead calls it: "Electronics handout", "Sponsorship deck". */
  label: string;
  club: { name: string; url: string };
  /** The stylesheets Vite emitted, relative to the page. */
  stylesheets: string[];
  /** What the handouts' own components print, read from the content. */
  facts: HandoutFacts;
}

/** A CSS string literal, safe inside a <style> element. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"`;

/**
 * On paper a link cannot be followed by the router or open a tab: it is a plain link to its
 * full address, which is printed after it unless the text already says it.
 */
function printLink(siteUrl: string) {
  return function PrintLink({ href = '', children }: ComponentPropsWithoutRef<'a'>) {
    const address = href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href;
    const shown = address.replace(/^https?:\/\//, '');
    const text = typeof children === 'string' ? children : '';
    return (
      <a href={address}>
        {children}
        {text !== shown && text !== address && <span data-print-address> ({shown})</span>}
      </a>
    );
  };
}

/** The running header and footer of every page after the first, which has the title block. */
function pageRules(club: string, title: string, host: string) {
  return `@page {
  @top-left { content: ${cssString(club)}; }
  @top-right { content: ${cssString(title)}; }
  @bottom-left { content: ${cssString(host)}; }
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
}`;
}

export function renderHandoutPage({ handout, label, club, stylesheets, facts }: HandoutPageProps): string {
  const Body = bodies[handout.name];
  if (!Body) throw new Error(`No compiled body for ${handout.file}`);
  const host = club.url.replace(/^https?:\/\//, '');
  const components: MDXComponents = { ...mdxComponents, ...handoutComponents(facts), a: printLink(club.url) };
  const page = (
    <html lang="en" data-font="inter">
      <head>
        <meta charSet="utf-8" />
        <title>{handout.title}</title>
        <meta name="description" content={handout.description} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: pageRules(club.name, handout.title, host) }} />
      </head>
      <body>
        <header className="handout-masthead">
          <p className="handout-club">{club.name}</p>
          <p className="handout-category">{label}</p>
          <h1>{handout.title}</h1>
          <p className="handout-description">{handout.description}</p>
        </header>
        <main className={prose.prose}>
          <Body components={components} />
        </main>
        <footer className="handout-colophon">
          <p>
            {club.name} · more handouts and tutorials at {host}/robotics
          </p>
        </footer>
      </body>
    </html>
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}
