import type { User } from '../features/auth/auth.api';

/** A signed-in user with overrides: `buildUser({ role: 'admin' })`. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'ada@example.com',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'user',
    subscriptionState: 'inactive',
    createdAt: '2025-01-01T00:00:00.000Z',
    emailVerified: true,
    ...overrides,
  };
}

/** A footer link as the graph answers it: `footerLink(11, 'About', '/pages/about')`. */
export function footerLink(id: number, label: string, url: string, openInNewTab = false) {
  return { __typename: 'FooterItem' as const, id, label, url, isVisible: true, openInNewTab };
}

/** A visible footer section with its links, as the graph answers it. */
export function footerSection(id: number, title: string, items: ReturnType<typeof footerLink>[]) {
  return { __typename: 'FooterSection' as const, id, title, isVisible: true, items };
}

/** The footer sections a test server answers by default: one "Company" section with About and Blog. */
export const FOOTER_SECTIONS = [
  footerSection(1, 'Company', [
    footerLink(11, 'About', '/pages/about'),
    footerLink(12, 'Blog', 'https://blog.example.com', true),
  ]),
];
