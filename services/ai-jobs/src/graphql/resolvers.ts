import type { GraphQLContext } from '@tryon/kit';
import type { EditRow, SessionRow } from '../data/sessions.repository.js';
import type { JobsService } from '../domain/jobs.service.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A session as the graph shows it (no storage keys or bookkeeping). */
function sessionView(s: SessionRow) {
  const { inputKeys: _keys, queued: _queued, attempts: _attempts, provider: _provider, ...rest } = s;
  return { ...rest, createdAt: iso(s.createdAt), completedAt: iso(s.completedAt) };
}

function editView(e: EditRow) {
  const { inputKeys: _keys, queued: _queued, attempts: _attempts, provider: _provider, ...rest } = e;
  return { ...rest, createdAt: iso(e.createdAt), completedAt: iso(e.completedAt), session: { id: e.id } };
}

/** ai-jobs' resolvers: thin edges over the jobs service (which checks the caller). */
export function aiJobsResolvers(deps: { jobs: JobsService }) {
  const { jobs } = deps;
  return {
    Query: {
      geminiSession: async (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        sessionView(await jobs.session(ctx.caller, args.id)),
      editSession: async (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        editView(await jobs.edit(ctx.caller, args.id)),
      apiConfigurations: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
        (await jobs.apiConfigurations(ctx.caller)).map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    },
    Mutation: {
      generatePerson: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
        sessionView(await jobs.generatePerson(ctx.caller, args.input)),
      virtualTryOn: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
        sessionView(await jobs.virtualTryOn(ctx.caller, args.input)),
      editImage: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
        editView(await jobs.editImage(ctx.caller, args.input)),
      saveGeminiPerson: (_: unknown, args: { geminiSessionId: number; name: string }, ctx: GraphQLContext) =>
        jobs.savePerson(ctx.caller, args),
      setApiConfiguration: async (
        _: unknown,
        args: { key: string; value: string; description?: string | null },
        ctx: GraphQLContext,
      ) => {
        const row = await jobs.setApiConfiguration(ctx.caller, args);
        return { ...row, updatedAt: iso(row.updatedAt) };
      },
    },
    GeminiSession: {
      __resolveReference: async (ref: { id: number }, ctx: GraphQLContext) =>
        sessionView(await jobs.session(ctx.caller, Number(ref.id))),
    },
  };
}
