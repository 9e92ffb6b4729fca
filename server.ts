/**
 * The Node entry: HTTP, compression, static files, security headers, graceful
 * shutdown. Everything else (configuration, database, jobs, CSP) lives in the
 * app and is reached through the server build's entry module, so there is one
 * instance of each server module.
 *
 *   node server.ts          production (expects a build; `npm start` makes one)
 *   node server.ts --dev    Vite in middleware mode with hot reload
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import compression from "compression";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { ViteDevServer } from "vite";
import { createRequestHandler, RouterContextProvider, type ServerBuild, type RouterContext } from "react-router";
import { pickEncoding } from "./app/core/http/encoding.ts";
import { ALLOW, guardRequest } from "./server/request-guard.ts";
import { drainBody, errorPage, stylesFrom, warningLine } from "./server/refusal.ts";
import { answerClientError } from "./server/client-error.ts";
import { startBanner } from "./server/start-banner.ts";
import { corsHeaders, crossOriginAllowed, preflightHeaders } from "./server/cross-origin.ts";
import { prefixOf } from "./app/core/i18n/prefix.ts";

const DEV = process.argv.includes("--dev");
// The build folder is infrastructure, not app configuration (tests build into their own).
const BUILD_DIR = resolve(process.env.MARQUEE_BUILD_DIR ?? "build");

interface EntryHooks {
  boot(opts?: { jobs?: boolean }): Promise<{
    env: {
      PORT: number;
      HOST: string;
      TRUST_PROXY: boolean | number | string;
      PUBLIC_URL?: string;
      ALLOWED_ORIGINS: string[];
    };
    dialect: string;
    seeded: boolean;
    setupCode: string | null;
  }>;
  shutdown(): Promise<void>;
  /** The refusal page's links after the home page's (the capabilities' error-page links, in English). */
  refusalLinks(): { to: string; label: string }[];
  requestInfoContext: RouterContext<{
    requestId: string;
    nonce: string;
    ip: string;
    secure: boolean;
    https?: boolean;
    host?: string;
  }>;
  contentSecurityPolicy(nonce: string, opts?: { dev?: boolean }): string;
  /** The public page cache: answers from it, or renders and keeps what may be shared. */
  servePage(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** A cache hit as plain values, asked before any Fetch API request is built (undefined: go through the router). */
  cachedAnswer(
    method: string,
    url: string,
    headers: NodeJS.Dict<string | string[]>,
  ): Promise<{ status: number; headers: Record<string, string>; body: Buffer | null } | undefined>;
  /** Told about every answer sent here, cache hits included; keeps what it wants of public page views (core/observe.server.ts). */
  pageAnswered(a: {
    method: string;
    url: URL;
    status: number;
    contentType: string | null;
    cacheControl: string | null;
    headers: NodeJS.Dict<string | string[]>;
    ip: string;
    cached: boolean;
  }): void;
  /** Told about every answer when its last byte is sent: /metrics and the doctor's view of the proxy (issue 28). */
  requestFinished(r: {
    method: string;
    path: string;
    status: number;
    seconds: number;
    peer: string;
    ip: string;
    forwarded: boolean;
    forwardedProto: string | null;
  }): void;
}

/**
 * Sends the build's ready-made brotli or gzip copy of a static file
 * (scripts/precompress.ts) when the browser takes it; anything else falls
 * through to express.static. Only files listed at start are candidates, so no
 * request path can reach outside the folder.
 */
function precompressed(root: string, options: { maxAge: string; immutable: boolean }): express.RequestHandler {
  const variants = new Set(
    (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => /\.(br|gz)$/.test(f))
      .map((f) => "/" + f.split(sep).join("/")),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!variants.has(`${req.path}.br`) && !variants.has(`${req.path}.gz`)) return next();
    res.vary("Accept-Encoding");
    const enc = pickEncoding(req.get("Accept-Encoding"));
    const file = `${req.path}.${enc === "br" ? "br" : "gz"}`;
    if (enc === "identity" || !variants.has(file)) return next();
    res.setHeader("Content-Encoding", enc); // compression() leaves an encoded body alone
    res.type(extname(req.path));
    res.sendFile(file.slice(1), { root, ...options }, (err) => err && next(err));
  };
}

/** The Fetch API request React Router expects, at the URL the request guard checked (it honours trust proxy). */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : createReadableStreamFromReadable(req);
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body,
    duplex: "half",
  } as RequestInit);
}

/** Writes a Fetch API response to Node's. A header the app sets replaces the entry's (the cache's CSP replaces the nonce one). */
async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

const hooksOf = (build: ServerBuild) => build.entry.module as unknown as EntryHooks;

/** Whether the request came with a body (which a refusal leaves unread). */
const hasBody = (req: ExpressRequest) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/** An HTTP error status (4xx) an Express layer attached to its error, e.g. a path it could not decode. */
function clientStatus(error: unknown): number | null {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
}

async function main() {
  const app = express();
  app.disable("x-powered-by");

  let getBuild: () => Promise<ServerBuild>;
  let vite: ViteDevServer | undefined;
  if (DEV) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    const v = vite;
    getBuild = () => v.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const entry = join(BUILD_DIR, "server", "index.js");
    if (!existsSync(entry)) {
      console.error(`No build found at ${entry}. Run \`npm start\` (it builds when needed) or \`npm run build\`.`);
      process.exit(1);
    }
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    getBuild = async () => build;
  }

  const firstBuild = await getBuild();
  let hooks = hooksOf(firstBuild);
  const allowedOrigins = Array.isArray(firstBuild.allowedActionOrigins) ? firstBuild.allowedActionOrigins : [];
  let info: Awaited<ReturnType<EntryHooks["boot"]>>;
  try {
    info = await hooks.boot();
  } catch (error) {
    // A configuration error is one line naming the variable; anything else gets its stack.
    if (error instanceof Error && error.name === "ConfigError") console.error(error.message);
    else console.error(error);
    await vite?.close();
    process.exit(1);
  }
  const { env } = info;
  const httpsPublic = env.PUBLIC_URL?.startsWith("https:") ?? false;
  app.set("trust proxy", env.TRUST_PROXY);

  // Every answer, static files and refusals included, once its last byte is out: counted by route group for
  // /metrics, and its shape (a forwarded header? from where? believed?) for the doctor's proxy line.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const proto = req.headers["x-forwarded-proto"];
      hooks.requestFinished({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        peer: req.socket.remoteAddress ?? "",
        ip: req.ip ?? "",
        forwarded: req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined,
        forwardedProto: Array.isArray(proto) ? (proto[0] ?? null) : (proto ?? null),
      });
    });
    next();
  });

  // Security headers on every response, with a fresh nonce for inline scripts.
  app.use((req, res, next) => {
    // In dev the CSP allows inline scripts instead (Vite's HMR needs them), and an unhidden nonce
    // attribute would differ from the client's empty one during hydration.
    const nonce = DEV ? "" : randomBytes(16).toString("base64");
    const requestId = randomBytes(6).toString("hex");
    res.locals.nonce = nonce;
    res.locals.requestId = requestId;
    const secure = req.secure || httpsPublic;
    res.locals.secure = secure;
    res.setHeader("Content-Security-Policy", hooks.contentSecurityPolicy(nonce, { dev: DEV }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("X-Request-Id", requestId);
    if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (req.path === "/admin" || req.path.startsWith("/admin/")) res.setHeader("Cache-Control", "no-store");
    next();
  });

  // The error pages this file answers itself wear the site's stylesheet and name, taken from the
  // app's own 404 page (rendered at most once a minute); without them, a plain look of the same tokens.
  // React Router's own check of a form's Origin must let ALLOWED_ORIGINS through too; the guard above
  // has already limited them to the endpoints server/cross-origin.ts names.
  const withOrigins = (b: ServerBuild): ServerBuild =>
    env.ALLOWED_ORIGINS.length
      ? { ...b, allowedActionOrigins: [...allowedOrigins, ...env.ALLOWED_ORIGINS.map((o) => new URL(o).host)] }
      : b;
  const handle = createRequestHandler(async () => withOrigins(await getBuild()), DEV ? "development" : "production");
  // A page of one of the site's other languages (`/es/…`) is answered by the same build with the router's
  // basename set to its prefix, so every <Link>, form action and .data request keeps it with no change to a
  // component; the app's root middleware decides whether the site offers the language (ADR 0903).
  const byLanguage = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (pathname: string) => {
    const code = prefixOf(pathname);
    if (!code) return handle;
    let h = byLanguage.get(code);
    if (!h) {
      const basename = `/${code}`;
      h = DEV
        ? createRequestHandler(async () => ({ ...withOrigins(await getBuild()), basename }), "development")
        : createRequestHandler({ ...withOrigins(firstBuild), basename }, "production");
      byLanguage.set(code, h);
    }
    return h;
  };
  let look: { at: number; value: Promise<ReturnType<typeof stylesFrom>> } | undefined;
  // The last look that arrived, for answers that cannot wait for one (server.on("clientError") below).
  let lastLook: ReturnType<typeof stylesFrom> = null;
  const siteLook = () => {
    if (!look || Date.now() - look.at > 60_000) {
      const ctx = new RouterContextProvider();
      ctx.set(hooks.requestInfoContext, { requestId: "", nonce: "", ip: "127.0.0.1", secure: false });
      const value = handle(new Request("http://localhost/__marquee/error-page"), ctx)
        .then(async (r) => (lastLook = stylesFrom(await r.text())))
        .catch(() => null);
      look = { at: Date.now(), value };
    }
    return look.value;
  };

  /** Answers a client's mistake: the error page, and one warning line with the request id (never a stack). */
  const refuse = async (
    req: ExpressRequest,
    res: ExpressResponse,
    r: { status: number; reason: string; headers?: Record<string, string> },
  ) => {
    const requestId = res.locals.requestId as string;
    console.warn(warningLine(requestId, r.status, r.reason, req.method, req.originalUrl));
    if (res.headersSent) return void res.destroy();
    const page = errorPage(r.status, { requestId, links: hooks.refusalLinks(), ...(await siteLook()) });
    res.status(r.status);
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...r.headers });
    // A body nobody wants is read away first (up to a limit), so the answer arrives; past it, the connection ends.
    if (hasBody(req) && !(await drainBody(req))) res.setHeader("Connection", "close");
    res.end(req.method === "HEAD" ? undefined : page);
  };

  // The request-parsing boundary: a malformed request (bad host or target, unknown method, a body
  // that is not a form, a form from another site…) is answered here, before the router.
  app.use(async (req, res, next) => {
    try {
      // A static export's fans' sign-up or RSVP form (--api-origin) from one of ALLOWED_ORIGINS.
      const origin = req.headers.origin;
      const crossOrigin = crossOriginAllowed(req.method, req.path, origin, env.ALLOWED_ORIGINS);
      const verdict = guardRequest(
        {
          method: req.method,
          target: req.originalUrl,
          protocol: req.protocol,
          host: req.host,
          hostHeaders: req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === "host").length,
          hostRequired: req.httpVersionMajor > 1 || req.httpVersionMinor > 0,
          forwardedIp: env.TRUST_PROXY ? req.ip : undefined,
          headers: req.headers,
        },
        allowedOrigins,
        crossOrigin ? [origin!] : [],
      );
      if (verdict.kind === "ok") {
        res.locals.url = verdict.url;
        if (crossOrigin) res.set(corsHeaders(origin!));
        return next();
      }
      if (verdict.kind === "options") {
        const cors = preflightHeaders(
          req.path,
          origin,
          req.headers["access-control-request-method"],
          env.ALLOWED_ORIGINS,
        );
        return void res
          .set({ Allow: ALLOW, ...cors })
          .status(204)
          .end();
      }
      await refuse(req, res, verdict);
    } catch (error) {
      next(error);
    }
  });

  // Brotli when the browser accepts it, else gzip. Quality 6 rather than compression's 4 for what is compressed
  // as it streams (pages the cache does not keep, like /contact): ~15 % fewer bytes for ~1 ms more per page.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Fingerprinted assets never change: cache for a year.
    const assets = join(BUILD_DIR, "client", "assets");
    app.use("/assets", precompressed(assets, { immutable: true, maxAge: "1y" }));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    app.use(precompressed(join(BUILD_DIR, "client"), { immutable: false, maxAge: "1h" }));
    app.use(express.static(join(BUILD_DIR, "client"), { maxAge: "1h", index: false }));
  }

  app.all("/{*splat}", async (req, res, next) => {
    try {
      if (DEV) hooks = hooksOf(await getBuild());
      // A cached public page is written straight from its bytes: no Fetch API request or response (issue 17).
      const hit = DEV ? undefined : await hooks.cachedAnswer(req.method, (res.locals.url as URL).href, req.headers);
      if (hit) {
        res.status(hit.status);
        for (const [key, value] of Object.entries(hit.headers)) res.setHeader(key, value); // the cache's CSP replaces the nonce one
        res.end(hit.body ?? undefined);
        const { "Content-Type": contentType = null, "Cache-Control": cacheControl = null } = hit.headers;
        return hooks.pageAnswered({
          method: req.method,
          url: res.locals.url as URL,
          status: hit.status,
          contentType,
          cacheControl,
          headers: req.headers,
          ip: req.ip ?? "",
          cached: true,
        });
      }
      // The provider comes from the same react-router instance as the handler (in dev, Vite
      // loads the app with the "development" build, whose class would fail its instanceof check);
      // context keys are plain objects, so the app's key works with it.
      const ctx = new RouterContextProvider();
      ctx.set(hooks.requestInfoContext, {
        requestId: res.locals.requestId as string,
        nonce: res.locals.nonce as string,
        ip: req.ip ?? req.socket.remoteAddress ?? "0.0.0.0",
        secure: res.locals.secure as boolean,
        // What really arrived (not PUBLIC_URL's promise): the launch checklist's HTTPS step (issue 25 §3).
        https: req.secure,
        host: req.host,
      });
      const request = toFetchRequest(req, res, res.locals.url as URL);
      const render = () => handlerFor((res.locals.url as URL).pathname)(request, ctx);
      // Pages are cached in production only: in dev every edit must show at once.
      const response = DEV ? await render() : await hooks.servePage(request, render);
      // Answered without reading the whole body (a refused upload): read the rest away first, so the answer arrives.
      if (hasBody(req) && !(await drainBody(req))) res.setHeader("Connection", "close");
      await sendResponse(res, response);
      const h = response.headers;
      hooks.pageAnswered({
        method: req.method,
        url: res.locals.url as URL,
        status: response.status,
        contentType: h.get("Content-Type"),
        cacheControl: h.get("Cache-Control"),
        headers: req.headers,
        ip: req.ip ?? "",
        cached: false,
      });
    } catch (error) {
      next(error);
    }
  });

  // Errors from the layers above: a client's (a 4xx an Express layer attached) gets a warning line;
  // anything else is ours, logged once with its stack, and the person sees the reference.
  app.use(async (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
    const status = clientStatus(error);
    if (status) return refuse(req, res, { status, reason: error instanceof Error ? error.message : String(error) });
    const requestId = res.locals.requestId as string;
    console.error(
      `[error] ref=${requestId} url=${req.originalUrl} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (res.headersSent) return void res.destroy();
    res.status(500).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(
      req.method === "HEAD"
        ? undefined
        : errorPage(500, { requestId, links: hooks.refusalLinks(), ...(await siteLook()) }),
    );
  });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : env.PORT;
    // Last, and boxed: the address and, while no account exists, the setup code (server/start-banner.ts).
    console.log(`\n${startBanner({ port, dialect: info.dialect, seeded: info.seeded, setupCode: info.setupCode })}\n`);
  });

  // A request Node's parser refuses (a NUL byte in a header, headers too large) never reaches the app:
  // it still gets a complete answer, and the rest of its body is read away so the answer arrives (issue 33).
  void siteLook();
  server.on("clientError", (error: Error & { code?: string }, socket) =>
    answerClientError(
      error,
      socket,
      (status, requestId) => errorPage(status, { requestId, links: hooks.refusalLinks(), ...lastLook }),
      (status, requestId, reason) => console.warn(warningLine(requestId, status, reason, "-", "-")),
    ),
  );

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests and stopping.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await hooks.shutdown().catch((e: unknown) => console.error(e));
      await vite?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
