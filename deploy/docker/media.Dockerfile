# syntax=docker/dockerfile:1.7
# The media service: uploads into object storage, private image serving, the gallery (subgraph `media`).
# Build from the repository root:  docker build -f deploy/docker/media.Dockerfile -t tryon/media .
# Not built on the development machines (no Docker engine there); keep in step with the workspaces.

ARG NODE_IMAGE=node:20-slim

# ---- build: all dependencies (TypeScript), compile media and the workspaces it references
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Manifests first, so the npm ci layer is cached until a package.json or the lock file changes.
# npm ci needs every workspace folder of the lock file to exist.
COPY package.json package-lock.json ./
COPY proto-events/package.json proto-events/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/media/package.json services/media/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY deploy/package.json deploy/
RUN --mount=type=cache,target=/root/.npm npm ci -w @tryon/media --include-workspace-root
COPY tsconfig.base.json tsconfig.json ./
COPY proto-events/ proto-events/
COPY services/kit/ services/kit/
COPY services/media/ services/media/
RUN npx tsc -b services/media

# ---- runtime: production dependencies of media only, compiled output, non-root
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production APP_MODE=production HOST=0.0.0.0 PORT=4003 \
    APOLLO_TELEMETRY_DISABLED=1 npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY proto-events/package.json proto-events/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/media/package.json services/media/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY deploy/package.json deploy/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev -w @tryon/media --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/proto-events/dist proto-events/dist
COPY --from=build /app/services/kit/dist services/kit/dist
COPY --from=build /app/services/media/dist services/media/dist
COPY --from=build /app/services/media/schema.graphql services/media/schema.graphql
USER node
EXPOSE 4003
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4003)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "services/media/dist/main.js"]
