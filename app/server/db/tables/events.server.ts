/** Row types of the events tables (filled by the events capability). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventsTables {}
