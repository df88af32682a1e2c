// Answers of the admin operations as the gateway gives them (with __typename and ids).

const series = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const day = (i: number) => `2026-11-${String(i + 1).padStart(2, '0')}`;

export function overviewData(overrides: Record<string, unknown> = {}) {
  return {
    adminStats: {
      __typename: 'AdminStats',
      id: 'current',
      totalUsers: 1234,
      usersWithActiveSubscriptions: 56,
      totalRevenue: 123456,
      thisMonthRevenue: 15000,
      lastMonthRevenue: 12000,
      subscriptionRevenue: 100000,
      topUpRevenue: 23456,
      totalActiveSubscriptions: 57,
      monthlyGrowth: 25,
      subscriptionsByPlan: [
        { __typename: 'PlanSubscriptionCount', planName: 'standard', displayName: 'Standard', count: 40 },
        { __typename: 'PlanSubscriptionCount', planName: 'pro', displayName: 'Pro', count: 17 },
      ],
      revenueByMonth: series(12, (i) => ({
        __typename: 'MonthlyRevenue',
        month: `2026-${String(i + 1).padStart(2, '0')}`,
        subscriptionRevenue: 1000,
        topUpRevenue: i === 11 ? 699 : 0,
      })),
      signUpsByDay: series(30, (i) => ({ __typename: 'DailySignUps', day: day(i), count: i === 29 ? 3 : 0 })),
      jobsByDay: series(30, (i) => ({
        __typename: 'DailyJobs',
        day: day(i),
        generations: i === 29 ? 2 : 0,
        tryOns: i === 29 ? 1 : 0,
        edits: 0,
        failed: i === 29 ? 1 : 0,
      })),
      providerFailures: [
        { __typename: 'ProviderFailureRate', engine: 'local', total: 3, failed: 1, failureRate: 33.3 },
      ],
      sessionsByDay: series(30, (i) => ({
        __typename: 'DailySessions',
        day: day(i),
        granted: i === 29 ? 12 : 0,
        spent: i === 29 ? 3 : 0,
        refunded: i === 29 ? 1 : 0,
      })),
      ...overrides,
    },
  };
}

export function usersPage(total: number, ids: number[]) {
  return {
    adminUsers: {
      __typename: 'AdminUserPage',
      total,
      rows: ids.map((id) => ({
        __typename: 'User',
        id,
        username: `user${id}`,
        email: `user${id}@example.com`,
        role: id === 1 ? 'admin' : 'user',
        subscriptionState: 'inactive',
        createdAt: '2026-11-20T10:00:00.000Z',
        // Odd ids have verified their address.
        emailVerified: id % 2 === 1,
      })),
    },
  };
}

export const subscriptionsPage = {
  adminSubscriptions: {
    __typename: 'AdminSubscriptionPage',
    total: 1,
    rows: [
      {
        __typename: 'AdminSubscription',
        id: 7,
        user: { __typename: 'User', id: 3, username: 'ann' },
        pendingChange: null,
        plan: { __typename: 'SubscriptionPlan', id: 2, displayName: 'Standard', priceMonthly: 1999 },
        state: 'active',
        currentPeriodStart: '2026-11-01T00:00:00.000Z',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: 'sub_1234567890abcdefghijklmnop',
      },
    ],
  },
};

export const topUpsPage = {
  adminTopUps: {
    __typename: 'AdminTopUpPage',
    total: 3,
    rows: ['completed', 'pending', 'refunded'].map((state, i) => ({
      __typename: 'AdminTopUp',
      id: 10 + i,
      user: i === 2 ? null : { __typename: 'User', id: 3, username: 'ann' },
      sessions: 25,
      priceInCents: 1499,
      state,
      purchasedAt: '2026-11-20T10:00:00.000Z',
    })),
  },
};

export function settingsData(value: string) {
  return {
    apiConfigurations: [
      {
        __typename: 'ApiConfiguration',
        key: 'active_api',
        value,
        description: 'Active try-on service',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  };
}

export const activityFilters = {
  adminActivityFilters: {
    __typename: 'AdminActivityFilters',
    admins: [{ __typename: 'User', id: 1, username: 'boss' }],
    actionTypes: ['api_config_updated'],
  },
};

export const activityPage = {
  adminActivity: {
    __typename: 'AdminActivityPage',
    total: 1,
    rows: [
      {
        __typename: 'AdminActivity',
        id: 5,
        admin: { __typename: 'User', id: 1, username: 'boss' },
        adminId: 1,
        actionType: 'api_config_updated',
        targetUserId: null,
        description: 'Set active_api to fashn',
        ipAddress: '203.0.113.9',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
};

// The content tabs (campaigns, footer, pages).

export function campaign(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PromoCampaign',
    id: 1,
    title: 'Summer Sale',
    message: 'Get 25 extra sessions with any top-up this week only, while the summer lasts!',
    ctaText: 'Buy now',
    ctaUrl: '/pricing',
    audience: 'free',
    priority: 5,
    isActive: false,
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    ...overrides,
  };
}

export function footerItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FooterItem',
    id: 11,
    sectionId: 1,
    label: 'About Us',
    url: '/pages/about',
    displayOrder: 0,
    isVisible: true,
    openInNewTab: false,
    linksToHiddenPage: false,
    ...overrides,
  };
}

export function footerSection(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FooterSection',
    id: 1,
    title: 'Company',
    displayOrder: 0,
    isVisible: true,
    items: [footerItem()],
    ...overrides,
  };
}

export function contentPage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ContentPage',
    id: 21,
    title: 'About Us',
    slug: 'about',
    content: '# About us\n\nWe dress you up.',
    metaDescription: null,
    isVisible: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

// The support tabs (chatbot conversations, knowledge base).

export function conversation(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ChatbotConversation',
    id: 7,
    visitorEmail: 'ann@example.com',
    visitorName: 'Ann',
    messages: [
      {
        __typename: 'ChatMessage',
        author: 'assistant',
        content: 'Hi! How can I help?',
        timestamp: '2026-11-20T10:00:00.000Z',
      },
      {
        __typename: 'ChatMessage',
        author: 'user',
        content: 'Can I pay with a gift card?',
        timestamp: '2026-11-20T10:01:00.000Z',
      },
      {
        __typename: 'ChatMessage',
        author: 'assistant',
        content: "I'm not sure I can answer that one correctly.",
        timestamp: '2026-11-20T10:01:01.000Z',
      },
    ],
    feedback: 'question',
    state: 'new',
    adminNotes: null,
    respondedBy: null,
    respondedAt: null,
    needsEscalation: true,
    userId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:02:00.000Z',
    ...overrides,
  };
}

export function knowledgeEntry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'KnowledgeEntry',
    id: 1,
    question: 'What is a session?',
    answer: 'A session is one try-on, one generated model or one refinement.',
    category: 'sessions',
    keywords: ['session', 'credit', 'cost'],
    isActive: true,
    timesUsed: 12,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function unansweredQuestion(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UnansweredQuestion',
    question: 'can i pay with a gift card',
    times: 4,
    lastAskedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

// The mail tab (support service's e-mails).

export function emailNotification(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EmailNotification',
    id: 31,
    userId: 3,
    recipient: 'ann@example.com',
    kind: 'renewal_reminder',
    subject: 'Your plan renews in 3 days',
    state: 'sent',
    attempts: 1,
    sentAt: '2026-11-20T10:05:00.000Z',
    errorMessage: null,
    nextAttemptAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function emailPage(rows: ReturnType<typeof emailNotification>[], total = rows.length) {
  return {
    adminEmailNotifications: { __typename: 'EmailNotificationPage', total, rows },
  };
}

export function emailMessage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EmailMessage',
    id: 31,
    recipient: 'ann@example.com',
    kind: 'renewal_reminder',
    subject: 'Your plan renews in 3 days',
    state: 'sent',
    text: 'Hi Ann,\n\nYour Standard plan renews on 23 November.\n\nUnsubscribe: https://tryon.example/u/abc',
    html: '<p>Hi Ann,</p><p>Your <b>Standard</b> plan renews on 23 November.</p><script>parent.hacked = 1</script>',
    unsubscribeUrl: 'https://tryon.example/api/email/unsubscribe?token=abc',
    sentAt: '2026-11-20T10:05:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

// The Settings tab's providers (ai-jobs' image providers, the support chat's model, the connection tests).

const GEMINI_CANDIDATES = ['gemini-3-pro-image-preview', 'gemini-2.5-flash-image'];

/** An image provider's status as ai-jobs answers it (default: Gemini, from the candidate list). */
export function aiProviderStatus(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AiProviderStatus',
    provider: 'gemini',
    configured: true,
    model: 'gemini-2.5-flash-image',
    modelSource: 'candidate',
    candidates: GEMINI_CANDIDATES,
    available: ['gemini-2.5-flash-image', 'gemini-2.5-flash-image-preview-with-a-very-long-name-0925'],
    pinnedModel: null,
    checkedAt: '2026-11-20T10:00:00.000Z',
    problem: null,
    lastError: null,
    lastErrorAt: null,
    ...overrides,
  };
}

/** FASHN's status: configured, no model list. */
export function fashnStatus(overrides: Record<string, unknown> = {}) {
  return aiProviderStatus({
    provider: 'fashn',
    model: null,
    modelSource: null,
    candidates: [],
    available: [],
    ...overrides,
  });
}

/** The answer of AdminAiProviderStatuses. */
export function aiProviderStatuses(gemini = aiProviderStatus(), fashn = fashnStatus()) {
  return { aiProviderStatuses: [gemini, fashn] };
}

/** The support chat's model status (default: pinned). */
export function chatModelStatus(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ChatModelStatus',
    configured: true,
    model: 'gemini-2.5-flash',
    modelSource: 'pinned',
    candidates: ['gemini-2.5-flash', 'gemini-2.5-flash-lite'],
    available: ['gemini-2.5-flash', 'gemini-2.5-flash-lite'],
    pinnedModel: 'gemini-2.5-flash',
    checkedAt: '2026-11-20T10:00:00.000Z',
    problem: null,
    lastError: null,
    lastErrorAt: null,
    ...overrides,
  };
}

/** A connection test's answer (default: working). */
export function connectionTest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ConnectionTest',
    ok: true,
    message: 'Gemini answered with 12 models',
    checkedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}
