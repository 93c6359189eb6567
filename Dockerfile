# syntax=docker/dockerfile:1
# The site in one image: built with every dependency, run with production dependencies only, as
# an unprivileged user, with its data (SQLite file, caches) on the /data volume.
#   docker build -t africa-clean .
#   docker run -p 3000:3000 -v africa-clean-data:/data africa-clean
# compose.yaml adds PostgreSQL and Caddy (HTTPS); docs/deploy.md walks through it.
# tests/deploy/dockerfile.test.ts runs the RUN and CMD lines below on a clean copy of the
# repository (no Docker needed), so keep them plain shell that also works outside a container.

ARG NODE_VERSION=24.21.0

# Production dependencies, exactly as locked. A stage of its own so it is rebuilt only when the
# lockfile changes. The full image has python3 and make for better-sqlite3's install step.
FROM node:${NODE_VERSION}-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/install-production.js scripts/
RUN --mount=type=cache,target=/root/.npm node scripts/install-production.js

# Build: every dependency, then images, client and server bundles (the image step prints about
# ten progress lines).
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts scripts
COPY --from=build /app/build build
# The volume's first mount copies this folder's owner, so the server may write there. 1000 is
# the image's `node` user (numeric, so a runtime can see it is not root).
RUN mkdir -p "$DATA_DIR" && chown 1000:1000 "$DATA_DIR"
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.js"]
# The server itself (no npm in between): SIGTERM reaches it and in-flight requests finish.
CMD ["node", "scripts/serve.js"]
