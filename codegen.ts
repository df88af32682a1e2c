import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUMS, graphqlEnumValues, type GraphQLEnumName } from './proto-events/src/enums.js';

/**
 * graphql-codegen's configuration (run it through `npm run codegen`, which composes the API schema first).
 *
 * - Each subgraph: resolver types from its own schema.graphql, in federation mode, with mappers from the
 *   GraphQL types to the rows its repositories return (the parent a field resolver receives).
 * - The web: typed documents (client preset) for every operation written with `graphql()` next to the
 *   feature that uses it.
 * - The gateway: typed documents for the REST shim's operations (gateway/src/rest/routes/*.routes.ts).
 *
 * Generated files are committed; `npm run lint` fails when one is stale.
 */

/**
 * Every enum of a subgraph's schema is one of proto-events' closed sets of the same name (GRAPHQL_ENUMS; the
 * schema check holds the values equal). Resolvers read and answer its stored values ('full-body' for the
 * wire's full_body), so each GraphQL name is mapped to its stored value.
 */
function enumValues(schemaPath: string): Record<string, Record<string, string>> {
  const names = [...readFileSync(schemaPath, 'utf8').matchAll(/^enum (\w+)/gm)].map((m) => m[1]);
  return Object.fromEntries(
    names.map((name) => {
      const set = GRAPHQL_ENUMS[name as GraphQLEnumName];
      if (!set) throw new Error(`${schemaPath}: enum ${name} is not one of proto-events' GRAPHQL_ENUMS`);
      return [name, graphqlEnumValues(set)];
    }),
  );
}

/**
 * What a resolver answers for each enum of a subgraph's schema: its proto-events type (the stored values).
 * Without a mapper, codegen types an enum mapped by values (enumValues above) as null, so a field resolver
 * answering one (`state: (row) => row.status`) would not type-check.
 */
function enumMappers(schemaPath: string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(enumValues(schemaPath)).map((name) => [name, `@tryon/proto-events#${name}`]),
  );
}

/** Shared settings of the subgraphs' resolver types. */
function subgraph(service: string, ownMappers: Record<string, string> = {}) {
  const schema = `services/${service}/schema.graphql`;
  const mappers = { ...enumMappers(schema), ...ownMappers };
  return {
    schema,
    plugins: ['typescript', 'typescript-resolvers'],
    config: {
      federation: true,
      contextType: '@tryon/kit#GraphQLContext',
      useIndexSignature: false,
      enumsAsTypes: true,
      useTypeImports: true,
      // Parents are what the domain returns; a field without its own resolver is read from it.
      mappers,
      mapperTypeSuffix: 'Model',
      enumValues: enumValues(schema),
      // Resolvers may answer a promise or a value; ids are plain numbers.
      scalars: { ID: 'string' },
    },
  };
}

/** Shared settings of the client-preset outputs (web and gateway). */
const clientPreset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    // Documents carry no __typename unless asked; Apollo Client adds it where it needs it.
    skipTypename: false,
    nonOptionalTypename: false,
    avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  },
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    // Mapper paths are relative to the generated file (NodeNext: with the .js suffix).
    'services/identity/src/graphql/__generated__/resolvers-types.ts': subgraph('identity', {
      User: '../../data/users.repository.js#PublicUser',
      NotificationPreferences: '../../data/preferences.repository.js#NotificationPreferences',
      AdminStats: '../../domain/admin.service.js#AdminFigures',
      AdminActivity: '../../data/activity.repository.js#AdminActivityRow',
    }),
    'services/media/src/graphql/__generated__/resolvers-types.ts': subgraph('media', {
      User: '@tryon/kit#UserRef',
      SavedUserImage: '../../data/gallery.repository.js#SavedUserImage',
      SavedTryOnResult: '../../data/gallery.repository.js#SavedTryOnResult',
      SavedGeminiPerson: '../../data/gallery.repository.js#SavedGeminiPerson',
      SavedUserImagePage: '../../data/gallery.repository.js#SavedUserImagePage',
      SavedTryOnResultPage: '../../data/gallery.repository.js#SavedTryOnResultPage',
      SavedGeminiPersonPage: '../../data/gallery.repository.js#SavedGeminiPersonPage',
      DataExport: '../../domain/data-export.service.js#DataExportView',
    }),
    'services/billing/src/graphql/__generated__/resolvers-types.ts': subgraph('billing', {
      User: '@tryon/kit#UserRef',
      SubscriptionPlan: '../../data/plans.repository.js#PlanRow',
      BalanceCounts: '../../data/balances.repository.js#Balance',
      SessionBalance: '../../data/balances.repository.js#Balance',
      SubscriptionStatusInfo: '../../domain/billing.queries.js#SubscriptionStatusInfo',
      UserSubscription: '../../domain/billing.queries.js#SubscriptionWithPlan',
      UsageLog: '../../data/usage.repository.js#UsageLog',
      UsageAnalytics: '../../domain/analytics.js#UsageAnalytics',
      SandboxCheckout: '../../domain/sandbox-checkout.service.js#SandboxCheckoutDetails',
      AdminStats: '../../domain/admin.service.js#AdminFigures',
      AdminSubscription: '../../domain/admin.service.js#AdminSubscriptionRow',
      AdminTopUp: '../../data/topups.repository.js#TopUpRow',
      PendingPlanChange: '../../data/plan-changes.repository.js#PlanChangeRow',
      AdminPlanChange: '../../data/plan-changes.repository.js#PlanChangeRow',
      PlanChangeResult: '../../domain/plan-change.service.js#PlanChangeOutcome',
    }),
    'services/ai-jobs/src/graphql/__generated__/resolvers-types.ts': subgraph('ai-jobs', {
      GeminiSession: '../../data/sessions.repository.js#SessionRow',
      EditSession: '../../data/sessions.repository.js#EditRow',
      ApiConfiguration: '../../data/api-config.repository.js#ApiConfigRow',
      AdminStats: '../../domain/admin-stats.js#AdminFigures',
      ProviderFailureRate: '../../domain/admin-stats.js#ProviderFailure',
      SavedAiPerson: '@tryon/proto-events#SavedGeminiPersonRecord',
    }),
    'services/content/src/graphql/__generated__/resolvers-types.ts': subgraph('content', {
      PromoCampaign: '../../data/campaigns.repository.js#CampaignRow',
      FooterSection: '../../data/footer.repository.js#FooterSectionRow',
      FooterItem: '../../data/footer.repository.js#FooterItemRow',
      ContentPage: '../../data/pages.repository.js#PageRow',
    }),
    'services/support/src/graphql/__generated__/resolvers-types.ts': subgraph('support', {
      ChatbotConversation: '../../data/conversations.repository.js#ConversationRow',
      ChatMessage: '../../data/conversations.repository.js#StoredMessage',
      KnowledgeEntry: '../../data/knowledge.repository.js#KnowledgeRow',
      UnansweredQuestion: '../../data/knowledge.repository.js#UnansweredRow',
      EmailNotification: '../../mail/notifications.repository.js#EmailNotificationRow',
      EmailMessage: '../../mail/notifications.repository.js#EmailMessageRow',
      ChatModelStatus: '../../domain/chat-model.service.js#ChatModelStatusView',
      SupportSettings: '../../domain/settings.service.js#SupportSettingsView',
    }),
    'web/src/__generated__/': {
      schema: 'gateway/api-schema.graphql',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      ...clientPreset,
    },
    'gateway/src/rest/__generated__/': {
      schema: 'gateway/api-schema.graphql',
      documents: ['gateway/src/rest/**/*.ts', '!gateway/src/rest/__generated__/**'],
      ...clientPreset,
      config: { ...clientPreset.config, importExtension: '.js' },
    },
  },
};

export default config;
