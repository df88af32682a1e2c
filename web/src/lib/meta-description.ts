import { useEffect } from 'react';

/**
 * Sets the document's `<meta name="description">` to `content` while the calling screen shows it (nothing
 * when `content` is blank); on leaving, the previous description comes back, or the tag it added goes.
 */
export function useMetaDescription(content: string | null | undefined): void {
  useEffect(() => {
    const text = content?.trim();
    if (!text) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = existing?.getAttribute('content') ?? null;
    const tag = existing ?? document.head.appendChild(document.createElement('meta'));
    tag.setAttribute('name', 'description');
    tag.setAttribute('content', text);
    return () => {
      if (!existing) tag.remove();
      else if (previous === null) tag.removeAttribute('content');
      else tag.setAttribute('content', previous);
    };
  }, [content]);
}
