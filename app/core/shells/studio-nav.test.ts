/** The studio navigation's arrangement (ADR 2700): places, groups in their order, sub-entries, tabs. */
import { expect, test } from "vitest";
import { arrangeStudioNav, inSection, type StudioNavInput } from "./studio-nav.ts";

const items: StudioNavInput[] = [
  {
    to: "/admin",
    label: "Dashboard",
    icon: "dashboard",
    end: true,
    place: "top",
    tab: { order: 0, label: "Dashboard" },
  },
  { to: "/admin/events", label: "Events", icon: "events", group: "content", tab: { order: 1, label: "Events" } },
  { to: "/admin/venues", label: "Venues", icon: "venues", group: "content", parent: "/admin/events" },
  {
    to: "/admin/rsvp",
    label: "RSVP",
    icon: "guests",
    group: "content",
    parent: "/admin/events",
    tab: { order: 3, label: "Guests" },
  },
  { to: "/admin/inbox", label: "Inbox", icon: "inbox", group: "audience", tab: { order: 2, label: "Inbox" } },
  { to: "/admin/users", label: "Users", icon: "users", group: "admin" },
  { to: "/admin/theme", label: "Theme", icon: "theme", group: "site", tab: { order: 9, label: "Theme" } },
  { to: "/admin/account", label: "Account", icon: "account", place: "account" },
];

test("the dashboard on top, the groups in their fixed order whatever the manifests' order, the account apart", () => {
  const nav = arrangeStudioNav(items);
  expect(nav.top.map((i) => i.to)).toEqual(["/admin"]);
  expect(nav.groups.map((g) => [g.group, g.entries.map((e) => e.label)])).toEqual([
    ["content", ["Events"]],
    ["audience", ["Inbox"]],
    ["site", ["Theme"]],
    ["admin", ["Users"]],
  ]);
  expect(nav.account).toEqual([{ to: "/admin/account", label: "Account", icon: "account" }]);
});

test("sub-entries sit under their parent, in order", () => {
  const events = arrangeStudioNav(items).groups[0]!.entries[0]!;
  expect(events.children.map((c) => c.label)).toEqual(["Venues", "RSVP"]);
});

test("a sub-entry whose parent the user cannot see, or whose parent is in another group, stands on its own", () => {
  const nav = arrangeStudioNav([
    { to: "/admin/settings/email", label: "E-mail", icon: "mail", group: "site", parent: "/admin/settings" },
    { to: "/admin/fans", label: "Fans", icon: "fans", group: "audience" },
    { to: "/admin/x", label: "X", icon: "pages", group: "content", parent: "/admin/fans" },
  ]);
  expect(nav.groups.map((g) => [g.group, g.entries.map((e) => [e.label, e.children.length])])).toEqual([
    ["content", [["X", 0]]],
    ["audience", [["Fans", 0]]],
    ["site", [["E-mail", 0]]],
  ]);
});

test("the tab bar: the four lowest tab orders, by their short names; an empty group is left out", () => {
  const nav = arrangeStudioNav(items);
  expect(nav.tabs.map((t) => t.label)).toEqual(["Dashboard", "Events", "Inbox", "Guests"]);
  expect(nav.tabs[0]).toEqual({ to: "/admin", label: "Dashboard", icon: "dashboard", end: true });
  expect(arrangeStudioNav(items.filter((i) => i.group !== "admin")).groups.map((g) => g.group)).not.toContain("admin");
});

test("a section is its path and the paths below it; an `end` entry only its own path", () => {
  expect(inSection("/admin/events/12", { to: "/admin/events" })).toBe(true);
  expect(inSection("/admin/events", { to: "/admin/events" })).toBe(true);
  expect(inSection("/admin/eventsx", { to: "/admin/events" })).toBe(false);
  expect(inSection("/admin/events", { to: "/admin", end: true })).toBe(false);
  expect(inSection("/admin", { to: "/admin", end: true })).toBe(true);
});
