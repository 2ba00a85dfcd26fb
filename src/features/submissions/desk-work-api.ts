import type { FollowUpChanged, MyDay, PromiseReport } from '../../lib/desk-work-api'
import { call, post, queryString } from './submissions-api'

/** The desk's follow-ups, My day and the promise report (issue 27): one function per API call. */

const followUpPath = (id: string) => `/api/submissions/${encodeURIComponent(id)}/follow-up`

/** Sets or changes a lead's follow-up, based on the version shown. */
export const setFollowUp = (id: string, version: number, followUp: { date: string; time: string; note: string }) =>
  post<FollowUpChanged>(followUpPath(id), { ...followUp, version })

/** Clears a lead's follow-up, based on the version shown. */
export const clearFollowUp = (id: string, version: number) =>
  post<FollowUpChanged>(followUpPath(id), { date: null, version })

export const getMyDay = () => call<MyDay>('/api/desk/my-day')

export type ReportRange = { from: string; to: string }

export const getPromiseReport = (range: ReportRange) =>
  call<PromiseReport>(`/api/desk/promise-report${queryString(range)}`)

export const promiseReportCsvHref = (range: ReportRange) => `/api/desk/promise-report.csv${queryString(range)}`
