# syntax=docker/dockerfile:1
# webintel API / worker image. Node 24 comes from the base image: the project pins it as the `node`
# devDependency only for development machines, so production installs omit dev dependencies and run
# the TypeScript sources directly with Node's type stripping (no build step, no npm at run time).

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Runtime dependencies only; none of them needs an install script or a native addon.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5003 \
    WEBINTEL_DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY bin ./bin
COPY src ./src
# The content-intelligence caches (word vectors, WordNet), built from the installed packages at image build
# time so that no container spends its first start building them.
ENV WEBINTEL_INTEL_CACHE_DIR=/app/intel-cache
RUN node bin/webintel.mjs intel build-cache
# The embedded database and the generated server secret live in /data (a volume), owned by the
# unprivileged `node` user (uid 1000) of the base image.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5003
# Ready = the database answers (/readyz, served by API nodes and workers alike); a container whose
# database is gone is taken out of rotation. With native TLS (WEBINTEL_TLS_CERT_FILE) the check speaks https
# to itself on loopback, where the certificate's name cannot match, so it does not verify it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const t=!!process.env.WEBINTEL_TLS_CERT_FILE;require(t?'https':'http').get({host:'127.0.0.1',port:process.env.PORT||5003,path:'/readyz',rejectUnauthorized:false},r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM/SIGINT itself (graceful drain in src/main.ts).
# The worker uses the same image: command ["node", "bin/webintel.mjs", "worker"].
CMD ["node", "--max-semi-space-size=16", "src/main.ts"]
