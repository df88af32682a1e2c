import { graphql } from '../../__generated__';

// The support settings' operations (support service; admins only): the support sender, the team inbox,
// the seller on receipts, and the signed-in admin's own hand-over e-mails.

export const SupportSettingsFragment = graphql(`
  fragment SupportSettings_settings on SupportSettings {
    supportFrom
    defaultFrom
    teamInbox
    sellerName
    sellerAddress
    sellerTaxId
    sellerEmail
    receiptSeller {
      name
      address
      taxId
      email
    }
    heldReceipts
    handoffMail
    updatedAt
  }
`);

export const AdminSupportSettingsQuery = graphql(`
  query AdminSupportSettings {
    adminSupportSettings {
      ...SupportSettings_settings
    }
  }
`);

/** Saves the fields given ("" clears one); complete seller details send the receipts that waited. */
export const UpdateSupportSettingsMutation = graphql(`
  mutation UpdateSupportSettings($input: SupportSettingsInput!) {
    updateSupportSettings(input: $input) {
      ...SupportSettings_settings
    }
  }
`);

/** Whether the signed-in admin is e-mailed when a conversation is handed to a person. */
export const SetHandoffMailMutation = graphql(`
  mutation SetHandoffMail($enabled: Boolean!) {
    setHandoffMail(enabled: $enabled) {
      ...SupportSettings_settings
    }
  }
`);
