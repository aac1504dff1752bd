# Lucky Lobby's server and app in one image (docs/deploy.md). Built by `docker compose build` or
# `docker build -t lucky-lobby .`; runs the same start script as `npm start` (scripts/start.mjs), which finds the
# install and the build current and starts the server (server/main.ts).

# 1. Every dependency, from the lock file (patch-package applies patches/ after the install).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# 2. The app's bundle (dist/). VITE_API_BASE is baked in at build time (README, "Settings").
FROM deps AS build
ARG VITE_API_BASE=/prod-api-2
ENV VITE_API_BASE=${VITE_API_BASE}
COPY . .
RUN npm run build

# 3. The runtime dependencies only: the dev tools (test runners, linters, type checker) are dropped; the patched files
#    stay as patched.
FROM deps AS runtime-deps
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# 4. What runs: the start script, the server (TypeScript, run through tsx), the API contract it shares with the app,
#    the built app, the migrations (inside server/). No sources of the app, no tests, no dev tools.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    LOBBY_MODE=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    TRUST_PROXY=1 \
    UPLOAD_DIR=/data/uploads
RUN groupadd --system lobby \
 && useradd --system --gid lobby --home-dir /app --shell /usr/sbin/nologin lobby \
 && mkdir -p /data/uploads \
 && chown -R lobby:lobby /data
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src/api/contract ./src/api/contract
COPY --from=build /app/scripts/start.mjs /app/scripts/prepare.mjs ./scripts/
# start.mjs installs when the lock file is newer than node_modules and builds when a build input is newer than
# dist/: in the image both are done, so they are marked current after every copy.
RUN touch node_modules/.package-lock.json dist/index.html
USER lobby
EXPOSE 8080
VOLUME ["/data/uploads"]
# Alive (not ready): the balancer asks /readyz, which also answers 503 while the instance drains.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
