/** Row types of the media tables (filled by the media capability). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MediaTables {}
