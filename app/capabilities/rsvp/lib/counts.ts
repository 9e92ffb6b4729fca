/** A date's counts as the studio shows them (the data module's DateCounts, browser-safe). */
export interface DateCountsView {
  confirmed: number;
  confirmedPlaces: number;
  waitlisted: number;
  waitlistedPlaces: number;
  cancelled: number;
  checkedIn: number;
  checkedInPlaces: number;
}
