import { isoDate } from '@tryon/kit';
import type { AdminStatsService } from '../domain/admin-stats.js';
import type { AiProvidersService } from '../domain/ai-providers.service.js';
import type { JobsService } from '../domain/jobs.service.js';
import { knownPersonAttributes } from '@tryon/proto-events';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * ai-jobs' resolvers: one line each over the jobs service, which checks the caller (`ctx.caller`).
 * Parents are the rows the domain returns (codegen mappers); timestamps are shown as ISO strings, an
 * edit's `session` is the edit itself, and the enum fields read the stored columns (a generation's
 * attributes as its `person`).
 */
export function aiJobsResolvers(deps: {
  jobs: JobsService;
  admin: AdminStatsService;
  providers: AiProvidersService;
}): Resolvers {
  const { jobs, admin, providers } = deps;
  return {
    Query: {
      geminiSession: (_, args, ctx) => jobs.session(ctx.caller, args.id),
      editSession: (_, args, ctx) => jobs.edit(ctx.caller, args.id),
      apiConfigurations: (_, __, ctx) => jobs.apiConfigurations(ctx.caller),
      tryOnEngine: (_, __, ctx) => jobs.tryOnEngine(ctx.caller),
      aiProviderStatuses: (_, __, ctx) => providers.statuses(ctx.caller),
    },
    Mutation: {
      generatePerson: (_, args, ctx) => jobs.generatePerson(ctx.caller, args.input),
      virtualTryOn: (_, args, ctx) => jobs.virtualTryOn(ctx.caller, args.input),
      editImage: (_, args, ctx) => jobs.editImage(ctx.caller, args.input),
      saveGeminiPerson: (_, args, ctx) => jobs.savePerson(ctx.caller, args),
      setApiConfiguration: (_, args, ctx) => jobs.setApiConfiguration(ctx.caller, args),
      pinGeminiModel: (_, args, ctx) => providers.pinGeminiModel(ctx.caller, args.model),
      testAiProviderConnection: (_, args, ctx) => providers.testConnection(ctx.caller, args.provider),
    },
    GeminiSession: {
      __resolveReference: (ref, ctx) => jobs.session(ctx.caller, Number(ref.id)),
      kind: (s) => s.sessionType,
      state: (s) => s.status,
      person: (s) => (s.sessionType === 'person_generation' ? knownPersonAttributes(s) : null),
      tryOnCategory: (s) => s.category,
      firstGarmentType: (s) => s.garmentType1,
      secondGarmentType: (s) => s.garmentType2,
      createdAt: (s) => isoDate(s.createdAt),
      completedAt: (s) => isoDate(s.completedAt),
    },
    EditSession: {
      state: (e) => e.status,
      createdAt: (e) => isoDate(e.createdAt),
      completedAt: (e) => isoDate(e.completedAt),
      session: (e) => ({ id: e.id }),
    },
    AdminStats: {
      __resolveReference: (_, ctx) => admin.stats(ctx.caller),
      jobsByDay: (s, args) => s.jobsByDay(args.days),
      providerFailures: (s, args) => s.providerFailures(args.days),
    },
    ProviderFailureRate: {
      engine: (p) => p.provider,
    },
    SavedAiPerson: {
      person: (p) => knownPersonAttributes(p.attributes),
    },
    ApiConfiguration: {
      updatedAt: (c) => isoDate(c.updatedAt),
    },
  };
}
