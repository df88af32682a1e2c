import { hashToken, newToken } from '../domain/account.service.js';
import { linkPage } from './account.routes.js';

describe('the account links', () => {
  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
    expect(hashToken(a)).toBe(hashToken(a));
  });

  it("writes the bad link's page with its text escaped", () => {
    const html = linkPage('This <link> does not work', 'Say "hi" & go', {
      label: 'Back',
      href: '/a?b=1&c=2',
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('This &lt;link&gt; does not work');
    expect(html).toContain('Say &quot;hi&quot; &amp; go');
    expect(html).toContain('href="/a?b=1&amp;c=2"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
