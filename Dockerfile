# Home Design Studio: one image for the API and the workers (docs/deploy.md).
#   docker build -t hds .
#   docker run hds api | worker | backup <dir> | restore <dir> | admin <command>

# --- build: every dependency, then the studio, share viewer, embeds and the stager's bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# --- runtime: production dependencies only, the built apps, Chromium for the stager ---
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
     postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --chown=node:node . .
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build --chown=node:node /app/apps/studio/dist apps/studio/dist
COPY --from=build --chown=node:node /app/apps/share-viewer/dist apps/share-viewer/dist
COPY --from=build --chown=node:node /app/apps/embeds/dist apps/embeds/dist
COPY --from=build --chown=node:node /app/packages/stager/dist packages/stager/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["tini", "--", "/app/deploy/entrypoint.sh"]
CMD ["api"]
