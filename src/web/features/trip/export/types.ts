/** A place of the plan, as the trip page hands it over for export. */
export interface ExportStop {
  establishmentId: number;
  name: string;
  /** WGS84; null when the place has no position. */
  lat: number | null;
  lng: number | null;
  address: string | null;
  /** Absolute URL of the place's page in the guide. */
  url: string;
  /** 'HH:MM' 24-hour, Belize local time; null: no time (an all-day event). */
  time: string | null;
  /** The visitor's own private note: it goes into their own file, never anywhere else. */
  note: string | null;
}

export interface ExportDay {
  day: number;
  /** 'YYYY-MM-DD', or null when the trip has no start date. */
  date: string | null;
  stops: ExportStop[];
}

export interface ExportPlan {
  /** The list's id: in each event's UID, so two trips' events never replace each other in a calendar. */
  id: string;
  title: string;
  days: ExportDay[];
  /** Saved places that are in no day. */
  unplanned: ExportStop[];
}
