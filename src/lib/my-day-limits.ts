/** My day shows this many leads a list at first, and this many more at each "Show more" (decision 316). */
export const MY_DAY_STEP = 100
/** The most one list of My day shows: the server refuses more. */
export const MY_DAY_MOST = 1000
