# One image for every Folio service; the command picks it: `api`, `worker` or `edge`.
#   docker build -t folio .
#   docker run --env-file .env folio api      (variables: services/<name>/.env.example)
# The image runs compiled JavaScript only: no TypeScript sources, no tsx, no esbuild, no compiler.

# --- build: every dependency from the lockfile; `npm ci` compiles through `prepare` ---------------
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm prune --omit=dev --no-audit --no-fund \
 && node scripts/assemble-runtime.mjs /app

# --- runtime: compiled JavaScript and production dependencies, owned by root ---------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    TMPDIR=/tmp/folio
WORKDIR /app
# Root owns every file (the default of COPY): the `node` user reads and runs them, never changes them.
COPY --from=build /app /app
# The one writable place: each build gets its own folder under it (clone, checkout, output).
RUN mkdir -p /tmp/folio && chown node:node /tmp/folio && chmod 700 /tmp/folio
USER node
EXPOSE 3000 3002
ENTRYPOINT ["node", "bin/run-service.mjs"]
CMD ["api"]
