import { graphql } from '../../__generated__';

/** What the footer shows of a section; the query of {@link SiteFooter} spreads it. */
export const FooterSectionFragment = graphql(`
  fragment Footer_section on FooterSection {
    id
    title
    isVisible
    items {
      id
      label
      url
      isVisible
      openInNewTab
    }
  }
`);

/** The footer's link sections, for everyone (sent as GET so the browser cache revalidates it by ETag). */
export const FooterSectionsQuery = graphql(`
  query FooterSections {
    footerSections {
      ...Footer_section
    }
  }
`);
