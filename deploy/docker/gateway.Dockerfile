# syntax=docker/dockerfile:1.7
# The public gateway: federated GraphQL, REST shim, graphql-ws, and the built web app (WEB_DIST).
# Build from the repository root:  docker build -f deploy/docker/gateway.Dockerfile -t tryon/gateway .
# Not built on the development machines (no Docker engine there); keep in step with the workspaces.

ARG NODE_IMAGE=node:20-slim

# ---- build: compile the gateway (and the workspaces it references) and build the web app
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY proto-events/package.json proto-events/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/media/package.json services/media/
COPY services/billing/package.json services/billing/
COPY services/ai-jobs/package.json services/ai-jobs/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY deploy/package.json deploy/
RUN --mount=type=cache,target=/root/.npm npm ci -w @tryon/gateway -w @tryon/web --include-workspace-root
COPY tsconfig.base.json tsconfig.json ./
COPY proto-events/ proto-events/
COPY services/kit/ services/kit/
COPY gateway/ gateway/
COPY web/ web/
RUN npx tsc -b gateway && npm run build -w web

# ---- runtime: production dependencies of the gateway only, compiled output, static web app, non-root
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production APP_MODE=production HOST=0.0.0.0 PORT=8080 WEB_DIST=/app/web/dist \
    APOLLO_TELEMETRY_DISABLED=1 npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY proto-events/package.json proto-events/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/media/package.json services/media/
COPY services/billing/package.json services/billing/
COPY services/ai-jobs/package.json services/ai-jobs/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY deploy/package.json deploy/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev -w @tryon/gateway --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/proto-events/dist proto-events/dist
COPY --from=build /app/services/kit/dist services/kit/dist
COPY --from=build /app/gateway/dist gateway/dist
# The supergraph it serves by default (SUPERGRAPH may name another file or a URL instead).
COPY --from=build /app/gateway/supergraph.graphql gateway/supergraph.graphql
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# kit's tracing preload starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT is set (no-op otherwise).
CMD ["node", "--import", "./services/kit/dist/tracing.js", "gateway/dist/main.js"]
