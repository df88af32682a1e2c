/** A footer link (spec section 3: id, label, url, isVisible, openInNewTab). */
export interface FooterItem {
  id: number | string;
  label: string;
  url: string;
  isVisible: boolean;
  openInNewTab: boolean;
  displayOrder?: number;
}

/** A footer section with its links. */
export interface FooterSection {
  id: number | string;
  title: string;
  isVisible: boolean;
  items: FooterItem[];
  displayOrder?: number;
}

/** Only visible sections that keep at least one visible item, each with its visible items only. */
export function visibleFooterSections(
  sections: readonly FooterSection[] | null | undefined,
): FooterSection[] {
  if (!Array.isArray(sections)) return [];
  return sections
    .filter((section) => section.isVisible)
    .map((section) => ({
      ...section,
      items: (section.items ?? []).filter((item: FooterItem) => item.isVisible),
    }))
    .filter((section) => section.items.length > 0);
}

export { isInternalLink, isSafeExternalLink } from '../../lib/links';
