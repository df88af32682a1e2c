import { graphql } from '../../__generated__';

// No id: the public answer of a hidden page has no content, so it must not be merged into the admin's
// cached copy of the same page; without an id Apollo keeps it under this query alone.
export const ContentPageQuery = graphql(`
  query ContentPage($slug: String!) {
    contentPage(slug: $slug) {
      title
      content
      metaDescription
      isVisible
    }
  }
`);
