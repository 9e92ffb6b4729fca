import { expect, test } from "vitest";
import { isPublicAddress } from "./addresses.server.ts";

test("public unicast addresses are allowed", () => {
  for (const ip of ["142.250.74.46", "151.101.1.69", "8.8.8.8", "2a00:1450:4001:82b::200e", "2606:4700::6810:84e5"]) {
    expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  }
});

test("private, loopback, link-local and reserved addresses are refused, also inside IPv6", () => {
  const refused = [
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.10",
    "198.18.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a00:1",
    "2002:c0a8:0101::1",
    "::127.0.0.1",
    "not-an-ip",
    "",
  ];
  for (const ip of refused) expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
});
