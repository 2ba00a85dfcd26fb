/**
 * The booking's words outside the form: what staff are told about a request whose times had passed
 * (decision 312), the visitor's booking mails and the calendar invitation (decision 313).
 */

/**
 * For staff, at the top of a booking lead's mail and in the desk: the preferred times had begun, or the
 * date had gone, when the request reached us. `times` reads like "9-10 AM and 10-11 AM AEST on 2026-11-24".
 */
export const passedTimesNote = (times: string) =>
  `Requested times have passed: ${times} had already begun when this request reached us. It may have waited in the visitor's browser before it could be sent. Contact them to agree a new time.`
