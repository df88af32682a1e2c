import { graphql } from '../../__generated__';

/** What the settings screen shows and edits. */
export const NotificationSettingsPreferencesFragment = graphql(`
  fragment NotificationSettings_preferences on NotificationPreferences {
    emailNotifications
    lowBalanceAlerts
    renewalReminders
    marketingEmails
    lowBalanceThreshold
    updatedAt
  }
`);

/** The signed-in User's preferences (the defaults before the first save). */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    me {
      id
      notificationPreferences {
        ...NotificationSettings_preferences
      }
    }
  }
`);

/** Saves all five editable fields; answers the stored preferences. */
export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationSettings_preferences
    }
  }
`);
