# syntax=docker/dockerfile:1.7
# Any backend service (identity, media, billing, ...): one image per service from the same recipe.
# Build from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=identity -t tryon/identity .
# A service's one-shot seed runs from the same image: command `node services/<name>/dist/seed.js`.
# Not built on the development machines (no Docker engine there).

ARG NODE_IMAGE=node:20-slim

# ---- build: every dependency of the service (TypeScript included), compile it and what it references
FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# The whole context (service.Dockerfile.dockerignore keeps node_modules, dist, data and tests out):
# npm ci needs every workspace folder of the lock file to exist.
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci -w "@tryon/${SERVICE}" --include-workspace-root \
 && npx tsc -b "services/${SERVICE}" \
 && npm ci --omit=dev -w "@tryon/${SERVICE}" \
 && rm -rf web/src e2e

# ---- runtime: production dependencies of that service only, compiled output, non-root
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
WORKDIR /app
ENV SERVICE=${SERVICE} NODE_ENV=production APP_MODE=production HOST=0.0.0.0 PORT=4000 \
    APOLLO_TELEMETRY_DISABLED=1 npm_config_update_notifier=false
COPY --from=build /app /app
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# kit's tracing preload starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT is set (no-op otherwise).
CMD ["sh", "-c", "exec node --import ./services/kit/dist/tracing.js services/${SERVICE}/dist/main.js"]
