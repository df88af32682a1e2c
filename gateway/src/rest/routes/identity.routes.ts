import { graphql } from '../__generated__/index.js';
import { graphqlRoute, pick, proxyRoute, signedIn, type RouteTable } from '../route-kit.js';

// identity: sign-up, sign-in and sign-out (cookies, so proxied), the signed-in user, their preferences.

/** The fields of the signed-in user that GET /api/user answers. */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    username
    email
    firstName
    lastName
    role
    subscriptionStatus
    createdAt
  }
`);

/** Notification preferences as the REST calls answer them. */
export const NotificationPreferenceFields = graphql(`
  fragment NotificationPreferenceFields on NotificationPreferences {
    emailNotifications
    lowBalanceAlerts
    renewalReminders
    marketingEmails
    lowBalanceThreshold
    updatedAt
  }
`);

const CurrentUser = graphql(`
  query CurrentUser {
    me {
      ...UserFields
    }
  }
`);

const NotificationPreferences = graphql(`
  query NotificationPreferences {
    me {
      notificationPreferences {
        ...NotificationPreferenceFields
      }
    }
  }
`);

const UpdateNotificationPreferences = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferenceFields
    }
  }
`);

/** identity's documented calls. */
export const identityRoutes: RouteTable = () => [
  proxyRoute({
    method: 'POST',
    path: '/api/register',
    summary:
      'Create an account and sign in (sets the sid cookie). Body: email, password, firstName, lastName.',
    service: 'identity',
    upstreamPath: '/auth/register',
    changesSession: true,
  }),
  proxyRoute({
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in with email and password (sets a new sid cookie).',
    service: 'identity',
    upstreamPath: '/auth/login',
    changesSession: true,
  }),
  proxyRoute({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out: ends the session server-side and clears the cookie.',
    service: 'identity',
    upstreamPath: '/auth/logout',
    changesSession: true,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user; 401 when nobody is signed in.',
    document: CurrentUser,
    select: (d) => signedIn(d.me),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user/notification-preferences',
    summary: 'Notification preferences of the signed-in user (defaults before the first save).',
    document: NotificationPreferences,
    select: (d) => signedIn(d.me).notificationPreferences,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/user/notification-preferences',
    summary:
      'Save notification preferences. Body: emailNotifications, lowBalanceAlerts, renewalReminders, marketingEmails (booleans), lowBalanceThreshold (1-10).',
    document: UpdateNotificationPreferences,
    variables: (req) => ({
      input: pick(req.body, [
        'emailNotifications',
        'lowBalanceAlerts',
        'renewalReminders',
        'marketingEmails',
        'lowBalanceThreshold',
      ]),
    }),
    select: (d) => d.updateNotificationPreferences,
  }),
];
