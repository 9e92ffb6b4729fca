# Marquee in a container (docs/operations.md, "Containers"; ADR 2813).
#
#   docker build -t marquee .            # or: docker compose up -d (compose.yaml)
#   docker run -p 3000:3000 -v marquee-data:/data marquee
#
# Thin on purpose: it runs the commands the project's tests run — `npm ci`, `npm run build`, then
# `node server.ts` with NODE_ENV=production, exactly how tests/e2e start the server — so what the
# tests prove is what runs here. tests/unit/deploy-files.test.ts checks this file's content.

# 1. Build: every dependency (the build tools are dev dependencies), then the production build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-save --no-audit --no-fund

# 2. Run: the build, the runtime dependencies and the sources Node runs as they are (server.ts,
#    scripts/, app/core/export for publishing), as the unprivileged `node` user.
FROM node:24-bookworm-slim
# git: publishing the static site to a git remote (Settings → Publishing); ca-certificates: HTTPS
# to buckets, SMTP servers and git hosts.
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN install -d -o node -g node -m 0750 /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "server.ts"]
