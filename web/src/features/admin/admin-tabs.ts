import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The admin screen's tabs, in the spec's order (beyond the spec: the knowledge base right after the
 * chatbot's conversations, then the mail sent and queued). A value listed in TAB_ORDER without an entry in
 * ADMIN_TABS is simply not shown.
 */
export const TAB_ORDER = [
  'overview',
  'users',
  'subscriptions',
  'revenue',
  'campaigns',
  'footer',
  'pages',
  'chatbot',
  'knowledge',
  'mail',
  'settings',
  'activity',
] as const;

export type AdminTabValue = (typeof TAB_ORDER)[number];

export interface AdminTab {
  value: AdminTabValue;
  label: string;
  /** Loaded when the tab is first shown (the charts only with the overview). */
  Component: LazyExoticComponent<ComponentType>;
}

function tab(value: AdminTabValue, label: string, load: () => Promise<ComponentType>): AdminTab {
  return { value, label, Component: lazy(async () => ({ default: await load() })) };
}

const ADMIN_TABS: AdminTab[] = [
  tab('overview', 'Overview', async () => (await import('./tabs/OverviewTab')).OverviewTab),
  tab('users', 'Users', async () => (await import('./tabs/UsersTab')).UsersTab),
  tab(
    'subscriptions',
    'Subscriptions',
    async () => (await import('./tabs/SubscriptionsTab')).SubscriptionsTab,
  ),
  tab('revenue', 'Revenue', async () => (await import('./tabs/RevenueTab')).RevenueTab),
  tab('campaigns', 'Campaigns', async () => (await import('./tabs/CampaignsTab')).CampaignsTab),
  tab('footer', 'Footer', async () => (await import('./tabs/FooterTab')).FooterTab),
  tab('pages', 'Pages', async () => (await import('./tabs/PagesTab')).PagesTab),
  tab('chatbot', 'Chatbot', async () => (await import('./tabs/ChatbotTab')).ChatbotTab),
  tab('knowledge', 'Knowledge Base', async () => (await import('./tabs/KnowledgeTab')).KnowledgeTab),
  tab('mail', 'Mail', async () => (await import('./tabs/MailTab')).MailTab),
  tab('settings', 'Settings', async () => (await import('./tabs/SettingsTab')).SettingsTab),
  tab('activity', 'Activity', async () => (await import('./tabs/ActivityTab')).ActivityTab),
];

/** The tabs shown, in order. */
export const adminTabs: AdminTab[] = TAB_ORDER.flatMap((value) =>
  ADMIN_TABS.filter((t) => t.value === value),
);
