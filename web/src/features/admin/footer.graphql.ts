import { graphql } from '../../__generated__';

// The footer tab's operations (content service; admins only): every section with every item, hidden ones
// included. Create and update answer the row; delete answers whether it was deleted (a section's items
// go with it).

/** What the footer tab and the section dialog show of a section. */
export const FooterSectionDialogFragment = graphql(`
  fragment FooterSectionDialog_footerSection on FooterSection {
    id
    title
    displayOrder
    isVisible
  }
`);

/** What the footer tab and the item dialog show of an item. */
export const FooterItemDialogFragment = graphql(`
  fragment FooterItemDialog_footerItem on FooterItem {
    id
    sectionId
    label
    url
    displayOrder
    isVisible
    openInNewTab
    linksToHiddenPage
  }
`);

export const AdminFooterSectionsQuery = graphql(`
  query AdminFooterSections {
    adminFooterSections {
      ...FooterSectionDialog_footerSection
      items {
        ...FooterItemDialog_footerItem
      }
    }
  }
`);

export const CreateFooterSectionMutation = graphql(`
  mutation CreateFooterSection($input: FooterSectionInput!) {
    createFooterSection(input: $input) {
      ...FooterSectionDialog_footerSection
      items {
        ...FooterItemDialog_footerItem
      }
    }
  }
`);

export const UpdateFooterSectionMutation = graphql(`
  mutation UpdateFooterSection($id: Int!, $input: FooterSectionInput!) {
    updateFooterSection(id: $id, input: $input) {
      ...FooterSectionDialog_footerSection
    }
  }
`);

export const DeleteFooterSectionMutation = graphql(`
  mutation DeleteFooterSection($id: Int!) {
    deleteFooterSection(id: $id)
  }
`);

export const CreateFooterItemMutation = graphql(`
  mutation CreateFooterItem($input: FooterItemInput!) {
    createFooterItem(input: $input) {
      ...FooterItemDialog_footerItem
    }
  }
`);

export const UpdateFooterItemMutation = graphql(`
  mutation UpdateFooterItem($id: Int!, $input: FooterItemInput!) {
    updateFooterItem(id: $id, input: $input) {
      ...FooterItemDialog_footerItem
    }
  }
`);

export const DeleteFooterItemMutation = graphql(`
  mutation DeleteFooterItem($id: Int!) {
    deleteFooterItem(id: $id)
  }
`);

/** The pages a footer item can link to (the item dialog's "Content page" choice). */
export const FooterItemPageOptionsQuery = graphql(`
  query FooterItemPageOptions {
    adminContentPages {
      id
      title
      slug
    }
  }
`);
