/** The signup dialog's service of interest when a button names none (spec §3, §2). */
export const DEFAULT_SERVICE_INTEREST = 'NDIS Registration Services'
/** What the Start Your Registration Journey button asks about. */
export const JOURNEY_SERVICE_INTEREST = 'NDIS Registration Journey'
