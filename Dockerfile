# One image for every Folio service; the command picks it: `api`, `worker` or `edge`.
#   docker build -t folio .
#   docker run --env-file .env folio api      (variables: services/<name>/.env.example)
# TypeScript runs through tsx at run time (no build step), so tsx is a production dependency.

# --- dependencies: production only, from the lockfile --------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# --- runtime: the sources and production node_modules, as a non-root user ------------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=node:node /app /app
USER node
EXPOSE 3000 3002
ENTRYPOINT ["node", "--import", "tsx", "services/local/src/run-service.ts"]
CMD ["api"]
