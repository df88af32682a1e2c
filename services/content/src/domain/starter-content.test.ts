import { STARTER_PAGES } from './starter-content.js';

// The page shows the content with its line breaks kept, under its own title: a starter page must not
// wrap a paragraph over several lines, nor open with a heading that says the title again.

/** Lines that continue the line before them (a newline inside a paragraph or list item). */
function wrappedLines(markdown: string): string[] {
  const lines = markdown.split('\n');
  return lines.filter((line, i) => {
    const prev = lines[i - 1];
    if (i === 0 || line.trim() === '' || prev.trim() === '') return false;
    const startsBlock = /^(#{1,6} |- |\d+\. |> )/.test(line);
    return !startsBlock && !/^#{1,6} /.test(prev);
  });
}

describe('STARTER_PAGES', () => {
  it.each(STARTER_PAGES.map((p) => [p.slug, p] as const))(
    '%s keeps each paragraph and list item on one line',
    (_slug, page) => {
      expect(wrappedLines(page.content)).toEqual([]);
    },
  );

  it.each(STARTER_PAGES.map((p) => [p.slug, p] as const))(
    '%s does not open with a heading (the page shows its title above the content)',
    (_slug, page) => {
      expect(page.content.trimStart()).not.toMatch(/^#/);
      expect(page.content).not.toMatch(/^# /m);
    },
  );

  it('finds a wrapped line, so the checks above can fail', () => {
    expect(
      wrappedLines('## Heading\nA paragraph that goes on\nover two lines.\n\n- an item\n  and more'),
    ).toEqual(['over two lines.', '  and more']);
  });
});
