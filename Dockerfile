# syntax=docker/dockerfile:1
# Parcelflow server and web app in one image (docs/deploy.md). Build: docker build -t parcelflow .
# Run: docker run -p 8080:8080 -v parcelflow-data:/data parcelflow   (PGlite in /data; set DATABASE_URL for PostgreSQL)

# The workspace manifests alone, so the dependency layers are rebuilt only when they change.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/print-agent/package.json apps/print-agent/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every dependency, then the web app (apps/web/dist), the server bundle (apps/server/dist) and the print agent.
FROM manifests AS build
# npm install, not npm ci: npm ci refuses this lock file for the optional platform packages of rollup and esbuild
# that npm leaves out of it on Linux (as .ci/run says); npm install follows the lock all the same.
RUN --mount=type=cache,target=/root/.npm npm install
COPY . .
RUN npm run build

# Runtime: the server's production dependencies only (no web, test or build tools), then what the build made.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --workspace @parcelflow/server
COPY --from=build /app/apps/server/dist apps/server/dist
# Read at run time beside the bundle: the migrations (apps/server/drizzle) and the web app (apps/web/dist).
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The print agent's one file, served at /downloads/parcelflow-print-agent.mjs.
COPY --from=build /app/apps/print-agent/dist apps/print-agent/dist
# DATA_DIR: PGlite's folder and files/ (uploads, exports); a new named volume takes this owner.
RUN mkdir -p /data/files && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 8080
# No curl in the slim image: Node's own fetch asks the health route.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops gracefully on SIGTERM within SHUTDOWN_TIMEOUT_MS (15 s): give `docker stop` more (-t 20).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
