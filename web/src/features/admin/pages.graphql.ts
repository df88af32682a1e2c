import { graphql } from '../../__generated__';

// The pages tab's operations (content service; admins only): every content page, hidden ones included.
// Create and update answer the page, merged into the cache by id; delete answers whether it was deleted.

/** What the pages table and the page dialog show of a page. */
export const ContentPageDialogFragment = graphql(`
  fragment ContentPageDialog_contentPage on ContentPage {
    id
    title
    slug
    content
    metaDescription
    isVisible
    updatedAt
  }
`);

export const AdminContentPagesQuery = graphql(`
  query AdminContentPages {
    adminContentPages {
      ...ContentPageDialog_contentPage
    }
  }
`);

export const CreateContentPageMutation = graphql(`
  mutation CreateContentPage($input: ContentPageInput!) {
    createContentPage(input: $input) {
      ...ContentPageDialog_contentPage
    }
  }
`);

export const UpdateContentPageMutation = graphql(`
  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {
    updateContentPage(id: $id, input: $input) {
      ...ContentPageDialog_contentPage
    }
  }
`);

export const DeleteContentPageMutation = graphql(`
  mutation DeleteContentPage($id: Int!) {
    deleteContentPage(id: $id)
  }
`);
