/** Row types of the messages tables (filled by the messages capability). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessagesTables {}
