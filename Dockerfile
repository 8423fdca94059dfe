# syntax=docker/dockerfile:1
# Showroom's production image (docs/operations.md "Container image"): the built server and web app on Node.js 22
# LTS, run as the unprivileged `node` user, made to run with a read-only root file system.
#   docker build -t showroom .
#   docker run --read-only --tmpfs /tmp -p 3000:3000 -e DATABASE_URL=… -e PUBLIC_ORIGIN=https://… showroom
ARG NODE_IMAGE=node:22-bookworm-slim

# Build: every dependency, the web app (Vite) and the server bundle (esbuild).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/imagery/package.json packages/imagery/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies of the server only (the workspace packages are inside its bundle).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/imagery/package.json packages/imagery/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=@showroom/server --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and not writable by the process: the code cannot be changed from inside.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The web build's render for Node: the server renders located first screens with it (docs/decisions/0047).
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The one writable place besides /tmp: the embedded database and its files (/data/db, /data/files) when
# DATABASE_URL is unset (mount a named volume there); on PostgreSQL the files are in the database and /data stays empty.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# Liveness only; a balancer or orchestrator asks GET /api/ready before sending traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
