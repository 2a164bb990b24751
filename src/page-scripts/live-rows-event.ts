/** Dispatched on window after live rows were replaced by fresh server HTML (scripts that decorate rows re-run). */
export const LIVE_ROWS_EVENT = 'live-rows-replaced';
