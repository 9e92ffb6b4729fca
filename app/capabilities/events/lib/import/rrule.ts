/**
 * The rrule package's class, however it is loaded: rrule ships a UMD build
 * as its CommonJS entry (what Node's server build gets, where the class hangs
 * off the default export) and ES modules to Vite (a named export).
 */
import * as rrule from "rrule";

type Loaded = typeof rrule & { default?: typeof rrule };
export const RRule: typeof rrule.RRule = (rrule as Loaded).RRule ?? (rrule as Loaded).default!.RRule;
