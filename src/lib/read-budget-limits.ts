/** What a member of staff who is not an owner reads new in an hour before the desk holds back (decision 317). */
export const LIST_PAGES_AN_HOUR = 100
export const LEADS_OPENED_AN_HOUR = 200
