import { Typography } from '@mantine/core';
import type { Nodes, Root } from 'mdast';
import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkBreaks from 'remark-breaks';
import { isInternalLink, isSafeExternalLink } from '../../lib/links';

/**
 * A link of the content: an app path is routed in the app, an http(s) or mailto address opens in a new
 * tab, an in-page anchor stays a plain link, and anything else (a `javascript:` address, which
 * react-markdown's URL check has already emptied) is shown as its text only.
 */
function MarkdownLink({ href = '', children }: ComponentProps<'a'> & ExtraProps) {
  if (isInternalLink(href)) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  if (isSafeExternalLink(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

/** The page title is the one h1: the content's headings start one level below it. */
const COMPONENTS: Components = { a: MarkdownLink, h1: 'h2' };

/** A node's text as a reader sees it, without the markdown around it. */
function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return node.children.map((child) => plainText(child as Nodes)).join('');
  return '';
}

const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A remark plugin that drops the content's opening heading when it only says the page title again (a
 * page written with its own "# Title" on top): the page already shows the title above the content.
 */
function withoutRepeatedTitle(title: string) {
  const wanted = comparable(title);
  return () => (tree: Root) => {
    const [first] = tree.children;
    if (wanted && first?.type === 'heading' && comparable(plainText(first)) === wanted) {
      tree.children.shift();
    }
  };
}

/**
 * A content page's markdown, rendered safely as an article: raw HTML in it is shown as text, never as
 * elements (react-markdown without rehype-raw), addresses go through react-markdown's URL check and
 * {@link MarkdownLink}, and single line breaks are kept (remark-breaks: the spec keeps the content's line
 * breaks, and an admin who presses Enter in the content field expects a new line; a blank line starts a
 * new paragraph). An opening heading that only repeats `title` is left out.
 */
export function MarkdownContent({ children, title = '' }: { children: string; title?: string }) {
  const remarkPlugins = useMemo(() => [remarkBreaks, withoutRepeatedTitle(title)], [title]);
  return (
    <Typography>
      <Markdown remarkPlugins={remarkPlugins} components={COMPONENTS}>
        {children}
      </Markdown>
    </Typography>
  );
}
