import { expect, test } from "vitest";
import { peerKind, routeGroup } from "./route-groups.ts";

test("paths fall into a few groups, never their own names", () => {
  expect(routeGroup("/")).toBe("pages");
  expect(routeGroup("/events/spring-tour")).toBe("pages");
  expect(routeGroup("/de/events")).toBe("pages");
  expect(routeGroup("/events.data")).toBe("data");
  expect(routeGroup("/admin")).toBe("studio");
  expect(routeGroup("/admin/events/1")).toBe("studio");
  expect(routeGroup("/assets/entry-abc.js")).toBe("assets");
  expect(routeGroup("/uploads/x/640.avif")).toBe("uploads");
  expect(routeGroup("/calendar.ics")).toBe("feeds");
  expect(routeGroup("/sitemap.xml")).toBe("feeds");
  expect(routeGroup("/embed/dates.js")).toBe("feeds");
  expect(routeGroup("/favicon.ico")).toBe("static");
  expect(routeGroup("/go/ticket/abc")).toBe("links");
  expect(routeGroup("/healthz")).toBe("health");
  expect(routeGroup("/metrics")).toBe("metrics");
});

test("a peer is this machine, a private network or the internet", () => {
  expect(peerKind("127.0.0.1")).toBe("loopback");
  expect(peerKind("::ffff:127.0.0.1")).toBe("loopback");
  expect(peerKind("::1")).toBe("loopback");
  expect(peerKind("172.18.0.5")).toBe("private");
  expect(peerKind("10.1.2.3")).toBe("private");
  expect(peerKind("192.168.1.20")).toBe("private");
  expect(peerKind("fd12:3456::1")).toBe("private");
  expect(peerKind("172.32.0.1")).toBe("public");
  expect(peerKind("203.0.113.9")).toBe("public");
  expect(peerKind("2001:db8::1")).toBe("public");
});
