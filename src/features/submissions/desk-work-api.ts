import { MY_DAY_STEP } from '../../lib/my-day-limits'
import { answer, desk } from './submissions-api'

/** The desk's follow-ups, My day and the promise report (issue 27): one function per API call. */

const followUp = desk.api.submissions[':id']['follow-up']

/** Sets or changes a lead's follow-up, based on the version shown. */
export const setFollowUp = (id: string, version: number, change: { date: string; time: string; note: string }) =>
  answer(followUp.$post({ param: { id }, json: { ...change, version } }))

/** Clears a lead's follow-up, based on the version shown. */
export const clearFollowUp = (id: string, version: number) =>
  answer(followUp.$post({ param: { id }, json: { date: null, version } }))

/** `show`: how many leads each list shows (100 at first, more in hundreds: decision 316). */
export const getMyDay = (show: number) =>
  answer(desk.api.desk['my-day'].$get({ query: show === MY_DAY_STEP ? {} : { show: String(show) } }))

export type ReportRange = { from: string; to: string }

export const getPromiseReport = (range: ReportRange) => answer(desk.api.desk['promise-report'].$get({ query: range }))

export const promiseReportCsvHref = (range: ReportRange) => desk.api.desk['promise-report.csv'].$path({ query: range })
