import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
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

/**
 * A content page's markdown, rendered safely as an article: raw HTML in it is shown as text, never as
 * elements (react-markdown without rehype-raw), addresses go through react-markdown's URL check and
 * {@link MarkdownLink}, and single line breaks are kept (remark-breaks).
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkBreaks]} components={COMPONENTS}>
        {children}
      </Markdown>
    </Typography>
  );
}
