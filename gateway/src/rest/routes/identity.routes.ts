import { graphql } from '../__generated__/index.js';
import {
  csvRoute,
  graphqlRoute,
  intQuery,
  pageQuery,
  pick,
  proxyRoute,
  signedIn,
  stringQuery,
  totalHeader,
  type RouteTable,
} from '../route-kit.js';

// identity: sign-up, sign-in and sign-out (cookies, so proxied), the signed-in user, their preferences;
// for admins the user figures, the user list and the admin activity log (lists answer their rows, the
// total in X-Total-Count, and have a CSV download). The graph's enum fields are asked under the documented
// keys (`subscriptionStatus: subscriptionState`); their values are the documented ones as they are.

/** The fields of the signed-in user that GET /api/user answers. */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    username
    email
    firstName
    lastName
    role
    subscriptionStatus: subscriptionState
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

const AdminUserStats = graphql(`
  query AdminUserStats {
    adminStats {
      totalUsers
      usersWithActiveSubscriptions
    }
  }
`);

/** A row of the admin's user list. */
export const AdminUserFields = graphql(`
  fragment AdminUserFields on User {
    id
    username
    email
    role
    subscriptionStatus: subscriptionState
    createdAt
  }
`);

const AdminUsers = graphql(`
  query AdminUsersPage($search: String, $limit: Int, $offset: Int) {
    adminUsers(search: $search, limit: $limit, offset: $offset) {
      total
      rows {
        ...AdminUserFields
      }
    }
  }
`);

const AdminActivity = graphql(`
  query AdminActivityPage($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {
    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {
      total
      rows {
        id
        adminId
        admin {
          id
          username
        }
        actionType
        targetUserId
        description
        metadata
        ipAddress
        createdAt
      }
    }
  }
`);

/** The admin activity list's filters from the query string. */
function activityFilters(req: Parameters<typeof intQuery>[0]) {
  return { adminId: intQuery(req, 'adminId'), actionType: stringQuery(req, 'actionType') };
}

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
  // The account mails' links (issue 40): each does its work and sends the person on into the app (303),
  // or answers a 400 page and changes nothing.
  ...(
    [
      ['/api/account/verify-email', '/account/verify-email', 'Follow an e-mail verification link (?token).'],
      [
        '/api/account/confirm-email',
        '/account/confirm-email',
        "Follow a new address's confirmation link (?token).",
      ],
      [
        '/api/account/reset-password',
        '/account/reset-password',
        'Follow a password-reset link (?token): on to the reset form while the link works.',
      ],
    ] as const
  ).map(([path, upstream, summary]) =>
    proxyRoute({
      method: 'GET',
      path,
      summary,
      service: 'identity',
      upstreamPath: (req) => `${upstream}${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`,
    }),
  ),
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
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/stats/users',
    summary: 'User figures (admin only): totalUsers, usersWithActiveSubscriptions.',
    document: AdminUserStats,
    select: (d) => d.adminStats,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary:
      'Accounts, newest first (admin only): id, username, email, role, subscriptionStatus, createdAt. Query: search (username or e-mail, any case), limit (default 100, at most 500), offset; the total is in X-Total-Count.',
    document: AdminUsers,
    variables: (req) => ({ search: stringQuery(req, 'search'), ...pageQuery(req) }),
    select: (d) => d.adminUsers.rows,
    headers: (d) => totalHeader(d.adminUsers.total),
  }),
  csvRoute({
    path: '/api/admin/export/users.csv',
    summary: 'Every account matching ?search, as a CSV download (admin only).',
    document: AdminUsers,
    variables: (req, page) => ({ search: stringQuery(req, 'search'), ...page }),
    page: (d) => d.adminUsers,
    filename: 'users',
    columns: [
      { header: 'id', value: (u) => u.id },
      { header: 'username', value: (u) => u.username },
      { header: 'email', value: (u) => u.email },
      { header: 'role', value: (u) => u.role },
      { header: 'subscriptionStatus', value: (u) => u.subscriptionStatus },
      { header: 'createdAt', value: (u) => u.createdAt },
    ],
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/activity',
    summary:
      'Admin actions, newest first (admin only). Query: adminId, actionType, limit (default 100, at most 500), offset; the total is in X-Total-Count.',
    document: AdminActivity,
    variables: (req) => ({ ...activityFilters(req), ...pageQuery(req) }),
    select: (d) => d.adminActivity.rows,
    headers: (d) => totalHeader(d.adminActivity.total),
  }),
  csvRoute({
    path: '/api/admin/export/activity.csv',
    summary: 'The admin actions matching ?adminId and ?actionType, as a CSV download (admin only).',
    document: AdminActivity,
    variables: (req, page) => ({ ...activityFilters(req), ...page }),
    page: (d) => d.adminActivity,
    filename: 'admin-activity',
    columns: [
      { header: 'id', value: (a) => a.id },
      { header: 'createdAt', value: (a) => a.createdAt },
      { header: 'adminId', value: (a) => a.adminId },
      { header: 'admin', value: (a) => a.admin?.username },
      { header: 'actionType', value: (a) => a.actionType },
      { header: 'targetUserId', value: (a) => a.targetUserId },
      { header: 'description', value: (a) => a.description },
      { header: 'metadata', value: (a) => a.metadata },
      { header: 'ipAddress', value: (a) => a.ipAddress },
    ],
  }),
];
