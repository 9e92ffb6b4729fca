/**
 * What a capability contributes to the site, declared once in its manifest
 * (app/capabilities/<name>/capability.server.ts) and iterated by the core.
 *
 * The core never imports a capability: the app's server entry registers the
 * list from app/capabilities/registry.server.ts before boot (tests register
 * it in tests/setup/db.ts), and everything here reads `capabilities()`.
 * See docs/architecture.md for each field, with an example.
 */
import type { Migration } from "kysely/migration";
import type { RouterContextProvider } from "react-router";
import type { Env, EnvPart } from "./env.server.ts";
import type { Job } from "./jobs/jobs.server.ts";
import type { DemoContext } from "./demo/registry.server.ts";
import type { SitemapEntry } from "./seo/sitemap.server.ts";
import type { Role, User } from "./auth/data/users.server.ts";
import type { SettingsPatch } from "./settings/settings.server.ts";
import type { StudioIcon } from "./shells/studio-icons.ts";
import type { StudioNavGroup } from "./shells/studio-nav.ts";
import type { MailKind } from "./mail/types.server.ts";
import type { SlotDefinition } from "./ui/slots.ts";
import type { Translator } from "./i18n/translator.ts";

/** An entry of the public navigation (header, phone menu, footer). */
export interface PublicNavItem {
  to: string;
  label: string;
  /** The label's message key (docs/languages.md): the menu shows it in the site's language unless the owner renamed the entry. */
  labelKey?: string;
  /** Position among all capabilities' items (lower first). */
  order: number;
  /** Active only on this exact path (the home page). */
  end?: boolean;
  /** Where it goes until the owner places it (the navigation editor): the header (default) or the footer only. */
  place?: "header" | "footer";
}

/**
 * A link announced in every public page's head: a feed with <link rel="alternate"> (the news's Atom
 * feed), the fediverse account as <link rel="alternate" type="application/activity+json">, or a
 * <link rel="me"> that lets a fediverse server verify the site's own profile links.
 */
export interface FeedLink {
  href: string;
  title?: string;
  type?: "application/atom+xml" | "application/rss+xml" | "text/calendar" | "application/activity+json";
  /** "alternate" unless said. */
  rel?: "alternate" | "me";
}

/**
 * Requests a capability answers before the router renders anything (issue 31): a page's other
 * representation chosen by its Accept header (a fediverse server asking the home page for the site's
 * ActivityPub actor), or a protocol path of its own (/.well-known/webfinger). `answer` is asked for
 * every request that reaches the router, so it must be cheap when it has nothing to say (null).
 * `varies`: whether the HTML at this URL has such another representation — its answers then carry
 * `Vary: Accept`, so a shared cache keeps them apart.
 */
export interface Representation {
  answer(request: Request): Promise<Response | null>;
  varies?(url: URL): Promise<boolean>;
}

/** What every entry of the studio navigation has, shown to `role` and above. */
interface StudioNavBase {
  to: string;
  label: string;
  icon: StudioIcon;
  role: Role;
  order: number;
  end?: boolean;
  /** The label's key in the studio catalogues (docs/languages.md, "The studio's language"): shown in the user's studio language. */
  labelKey?: string;
  /**
   * A place in the phone's bottom tab bar (docs/studio.md): the four lowest `order`s the user may see are
   * the tabs, "More" the fifth. `label`/`labelKey` name the tab when the entry's own name is too long or
   * too technical for it (RSVP is "Guests").
   */
  tab?: { order: number; label?: string; labelKey?: string };
}

/**
 * An entry of the studio navigation (ADR 2700): listed under one of the four groups — under another
 * entry of its group when `parent` names that entry's `to` (Venues and RSVP under Events) — or, for the
 * dashboard and the person's own account, in a `place` of the frame outside the groups.
 */
export type StudioNavItem = StudioNavBase &
  ({ group: StudioNavGroup; parent?: string; place?: never } | { place: "top" | "account"; group?: never });

/** A link the error pages offer after the home page's ("See upcoming events"): where a lost visitor may go next. */
export interface ErrorPageLink {
  to: string;
  /** The link's text: a key of the capability's public catalogues (shown in the page's language). */
  labelKey: string;
  order: number;
}

/** Hosts a capability needs in the Content-Security-Policy (only for things a visitor's click loads). */
export interface CspContribution {
  "script-src"?: string[];
  "style-src"?: string[];
  "img-src"?: string[];
  "font-src"?: string[];
  "connect-src"?: string[];
  "frame-src"?: string[];
  /** Where a form of ours may lead, redirects included (a payment provider's hosted checkout). */
  "form-action"?: string[];
}

/** A part's loader, tied by `fill` to its slot (core/ui/slots.ts), which its component shares; made only by `fill`. */
const FILLED = Symbol("filled slot");
export interface FilledSlot<A extends unknown[]> {
  readonly id: string;
  /** The part's data; null (or undefined) for nothing here: the host leaves the part out. */
  load(...args: A): Promise<unknown>;
  readonly [FILLED]: true;
}

/**
 * A part's id and loader from its slot: the loader must give the slot's data (or null for nothing), the type
 * its component takes. Spread into the part: `home: [{ ...fill(quotesHome, loadHomeQuotes), label, order }]`.
 */
export function fill<T, A extends unknown[]>(
  slot: SlotDefinition<T>,
  load: (...args: A) => Promise<NoInfer<T> | null>,
): FilledSlot<A> {
  return { id: slot.id, load, [FILLED]: true };
}

/** A section of the home page: the server half (its data); the component is in the capability's ui/home.tsx, on the same slot. */
export interface HomeSection extends FilledSlot<[request: Request]> {
  /** Shown to the owner where home sections are chosen. */
  label: string;
  /** The label's key in the owning capability's studio catalogue: shown in the user's studio language. */
  labelKey?: string;
  order: number;
  /** Hidden until the owner shows it (a section not every site wants, e.g. the press-kit link). */
  offByDefault?: boolean;
}

/**
 * A part of every public page's footer (the mailing list's sign-up): its data
 * for the page being rendered, or null to show nothing there; the component is
 * in the capability's ui/footer.tsx, on the same slot.
 */
export interface FooterPart extends FilledSlot<[request: Request]> {
  order: number;
}

/** A card on the studio dashboard: its data; the component is in ui/dashboard.tsx, on the same slot. */
export interface DashboardWidget extends FilledSlot<[user: User]> {
  order: number;
  role: Role;
}

/**
 * A step of the dashboard's "get started" checklist for a new site (issue 11):
 * what to do, where to do it, and whether it is done. Shown to `role` and above.
 */
export interface OnboardingStep {
  id: string;
  /** What to do, as a link text: "Give your site its name and a picture". */
  label: string;
  /** The label's key in the studio catalogues: shown in the user's studio language. */
  labelKey?: string;
  /** Where it is done. */
  href: string;
  order: number;
  role: Role;
  done(): Promise<boolean>;
  /** Whether this site is offered the step at all (the legal notice: sites that look German, Austrian or Swiss); always when absent. */
  offered?(): Promise<boolean>;
}

export interface SettingsIntentArgs {
  user: User;
  form: FormData;
  context: Readonly<RouterContextProvider>;
}

/**
 * A part of the settings page: its data, how its fields change the settings
 * row (`patch`), and buttons of its own (`intents`, e.g. "Send test e-mail").
 * The component is in ui/settings.tsx, on the same slot.
 */
export interface SettingsSection extends FilledSlot<[]> {
  /**
   * Where in the settings (ADR 2740): "top" is a card on the overview; "home" and "location" are inside the form of
   * the "Home picture & About" and "Contact & location" sub-pages (whose save applies the part's `patch`).
   */
  placement: "top" | "home" | "location";
  /** A "top" card's own page (its studio nav entry under Settings): the overview shows the card in that entry's place. */
  href?: string;
  order: number;
  patch?(form: FormData): Promise<SettingsPatch>;
  intents?: Record<string, (args: SettingsIntentArgs) => Promise<{ ok: boolean; message: string; hash?: string }>>;
}

/**
 * A part of the export that is left out unless the owner ticks it on the
 * export page — installation settings with secrets, such as e-mail delivery.
 * An import restores it when the file has it and leaves this site's own alone
 * when it has not.
 */
export interface BackupOptionalPart {
  id: string;
  /** The checkbox's label on the export page. */
  label: string;
  /** Said beside the checkbox (e.g. that the file then holds passwords). */
  hint?: string;
  /** The label's and the hint's keys in the capability's studio catalogue: shown in the user's studio language (the label as it reads inside "Include {part}"). */
  labelKey?: string;
  hintKey?: string;
  tables: string[];
  /** Stored rows → exported rows (e.g. secrets decrypted, so another installation can read them). */
  exportRows?(table: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
  /** Exported rows → rows to store (e.g. secrets encrypted again with this installation's key). */
  importRows?(table: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
}

/**
 * What the privacy notice is generated from (core/privacy.server.ts): one
 * language at a time, so the notice exists in each of the site's languages.
 */
export interface PrivacyContext {
  /** The translator of the language being written (the capability's public catalogue, messages/<locale>.json). */
  tr: Translator;
  /** The site's name, as Settings has it. */
  siteName: string;
}

/** A capability's part of the privacy notice: what it really does with visitors' data now. */
export interface PrivacySection {
  /** The feature it describes ("rsvp", "map"): stable across languages, so the studio and tests can name it. */
  id: string;
  /** Position in the notice (lower first). */
  order: number;
  heading: string;
  /** Plain-text paragraphs (the notice is Markdown; these are escaped where they are shown). */
  paragraphs: string[];
}

export interface DemoContribution {
  /** Adds this capability's part of the demo act (in registry order). */
  seed(ctx: DemoContext): Promise<void>;
  /** Removes exactly what `seed` added (in reverse registry order). */
  remove(): Promise<void>;
}

export interface Capability {
  /** The folder name under app/capabilities/. */
  name: string;
  nav?: PublicNavItem[];
  /** Public navigation entries that depend on content (own pages shown in the menu; the news once it has a post). */
  navItems?(): Promise<PublicNavItem[]>;
  /** Feeds (and other links: rel="me") in every public page's head. */
  feeds?(): Promise<FeedLink[]>;
  /** Answers before the router: another representation of a page, or a protocol path (see Representation). */
  represent?: Representation;
  studioNav?: StudioNavItem[];
  /** The studio's sign-in page, where the core's guards send whoever is not signed in ("?next=" the page asked for). */
  signIn?: string;
  /** Links of the error pages (404, 500, and the server's own refusals), after the home page's. */
  errorLinks?: ErrorPageLink[];
  /** Kysely migrations by name; names are global and sort in the order they must run ("0002-events"). */
  migrations?: Record<string, Migration>;
  /**
   * Its environment variables: the default export of its env.server.ts (`defineEnvPart`), which also merges
   * them into `Env`. Validated with the core's at start; a bad value stops it, naming the variable.
   */
  env?: EnvPart;
  /** Background jobs of the server process, started at boot and stopped on shutdown. */
  jobs?(env: Env): Job[];
  demo?: DemoContribution;
  /** Published pages for /sitemap.xml. */
  sitemap?(): Promise<SitemapEntry[]>;
  home?: HomeSection[];
  /** Parts of every public page's footer, after the site's own. */
  footer?: FooterPart[];
  dashboard?: DashboardWidget[];
  /** Steps of the dashboard's "get started" checklist. */
  onboarding?: OnboardingStep[];
  settings?: SettingsSection[];
  csp?(env: Env): CspContribution;
  /** Tables the export leaves out (installation state, not content); every other table is backed up. */
  backupExclude?: string[];
  /** Parts of the export the owner opts into (they are left out otherwise). */
  backupOptional?: BackupOptionalPart[];
  /**
   * Rewrites an older export's rows to this version's tables before an import
   * stores them — the import's counterpart of a migration (e.g. columns that
   * became rows of a new table). Changes `tables` in place.
   */
  backupUpgrade?(tables: Record<string, Record<string, unknown>[]>): void;
  /**
   * The kinds of e-mail this capability sends through the outbox (core/mail), by name: each name starts
   * with the capability's ("fans.mail"); a delivery names its kind, and the kind composes it at send time.
   */
  mail?: Record<string, MailKind>;
  /**
   * Its sections of the privacy notice, from what it really does now (a feature switched off gives none):
   * called once per language when the notice is generated (core/privacy.server.ts).
   */
  privacy?(ctx: PrivacyContext): Promise<PrivacySection[]>;
  /**
   * Human wording of this capability's audit actions, for the audit log: a key of the capability's
   * studio catalogue ("event.publish" → "events.studio.audit.publish", shown in the user's studio
   * language), or plain English wording until the capability's studio strings are converted.
   */
  audit?: Record<string, string>;
  /**
   * Its message catalogues per locale (docs/languages.md):
   * `catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" }))`.
   */
  messages?: Partial<Record<string, Record<string, string>>>;
  /** Its public HTML is rendered on the server only (no component of it hydrates): none of its messages go to the browser. */
  serverMessages?: boolean;
  /**
   * Its texts that may be translated into the site's other languages (issue 15, L2): per entity type, the
   * fields a visitor reads. `{ entity: "event", fields: ["title", "description"] }`. The studio editor saves
   * them with `saveTranslations`, public reads pass through `translated` (core/i18n/content.server.ts).
   */
  translatable?: { entity: string; fields: readonly string[] }[];
  /**
   * Its studio catalogues (keys `<name>.studio.…`; English and German complete, other locales fall back to English):
   * `catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" }))`.
   */
  studioMessages?: Partial<Record<string, Record<string, string>>>;
}

/** Identity function that gives a manifest its type. */
export function defineCapability(c: Capability): Capability {
  return c;
}

let registered: readonly Capability[] = [];

/** Called once by the server entry (and by test setup) with the registry's list. */
export function registerCapabilities(list: readonly Capability[]): void {
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const c of list) {
    if (seen.has(c.name)) throw new Error(`Capability "${c.name}" is registered twice.`);
    seen.add(c.name);
    // Names carry their capability's, so two capabilities never declare one kind and a core file naming one is caught by lint.
    for (const kind of Object.keys(c.mail ?? {}))
      if (!kind.startsWith(`${c.name}.`))
        throw new Error(
          `Capability "${c.name}" declares the mail kind "${kind}": its name must start with "${c.name}.".`,
        );
    // Parts with an id (home sections, dashboard cards, …) are matched with their components by it: one each.
    for (const [kind, parts] of Object.entries(c)) {
      if (!Array.isArray(parts)) continue;
      for (const part of parts) {
        if (typeof part !== "object" || part === null || !("id" in part)) continue;
        const key = `${kind}:${String(part.id)}`;
        if (ids.has(key)) throw new Error(`Two capabilities declare the ${kind} part "${String(part.id)}".`);
        ids.add(key);
      }
    }
  }
  registered = list;
}

/** The registered capabilities, in registry order. */
export function capabilities(): readonly Capability[] {
  return registered;
}

/** The manifest fields that are lists of ordered parts (home sections, navigation entries, error-page links…). */
export type OrderedPartKind = {
  [K in keyof Capability]-?: NonNullable<Capability[K]> extends readonly { order: number }[] ? K : never;
}[keyof Capability];

/** Every contribution of one kind, with the capability it came from, sorted by `order`. */
export function contributions<K extends OrderedPartKind>(
  kind: K,
): (NonNullable<Capability[K]>[number] & { capability: string })[] {
  type Item = NonNullable<Capability[K]>[number] & { capability: string };
  const out: Item[] = [];
  for (const c of registered)
    for (const part of (c[kind] ?? []) as NonNullable<Capability[K]>) out.push({ ...part, capability: c.name } as Item);
  return out.sort((a, b) => a.order - b.order);
}
