import { responsePromises, supportHours } from '../../content/support-hours'
import { type LeadStageName, stageLabels } from '../../lib/lead-stages'
import { LEADS_OPENED_AN_HOUR, LIST_PAGES_AN_HOUR } from '../../lib/read-budget-limits'
import type { DueClock } from './desk-types'

/** The lead desk's words (Australian English), in one place like the rest of the site's copy. */

export const stageOptions = (Object.keys(stageLabels) as LeadStageName[]).map((value) => ({
  value,
  label: stageLabels[value],
}))

export const deskCopy = {
  title: 'Lead desk',
  loggedInAs: (name: string) => `Logged in as ${name}`,
  logOut: 'Log out',
  /** Shown for the moment the desk's own code takes to arrive after a login. */
  opening: 'Opening the desk…',
  logOutEverywhere: 'Log out everywhere',
  staffOnly: 'Staff only',
  footerNote: 'Leads hold personal information: use it only to answer the person, as our privacy policy says.',
  privacyPolicy: 'Privacy policy',
  publicSite: 'Public site',
  sessionsHeading: 'Your sessions',
  sessionsHelp:
    'Lost a phone, or logged in on a shared computer? Log out everywhere ends your session on every device, this one too.',
  sessionEnded: {
    title: 'Your session has ended',
    description:
      'Log in again to carry on. What you typed is kept, and the change you were making is sent once you are back in.',
  },
  sessionEndedShort: 'Your session has ended. Log in again.',
  // Neutral about who: the change that got there first may be the staff member's own, in another tab.
  staleChange: 'Your change was not saved.',
  staleList: 'What is different now:',
  staleKept: 'Your entries are still in the forms below. Check them against the lead as it is now, then save again.',
  ownerOnly: 'Only an owner of the desk can erase people or export every lead.',
  /** What the server holds others to (decision 317): said where they read that the export is not theirs. */
  readBudget: `You can read every lead you need to work on. Reading many new ones fast is held back: more than ${LIST_PAGES_AN_HOUR} new pages of the list, or ${LEADS_OPENED_AN_HOUR} leads opened or downloaded, in an hour, and the desk waits until the hour is up. Ask an owner when you need many leads at once.`,
  // A change to a lead that is no longer there (404): erased for a privacy request, or purged after archiving.
  leadGone:
    'This lead is no longer on the desk: it was erased at the person’s request, or deleted after it was archived. Nothing was saved or sent. What you typed is still below; Refresh takes the lead off your list.',
  needsJavaScript:
    'The lead desk needs JavaScript to log you in and show leads. Turn JavaScript on for this site in your browser, then reload this page.',
  clockHelp: `Each new lead shows when it is due and the clock hours left to keep our promise: ${responsePromises.contact.label.toLowerCase()} for enquiries, ${responsePromises.default.label.toLowerCase()} for everything else. A lead is due at the end of the last support hour inside the 24 hours (support hours: Monday to Friday, ${supportHours.opens} am to ${supportHours.closes - 12} pm AEST, which is UTC+10 all year, except Victorian public holidays). When those 24 hours hold less than 2 support hours, as on a Friday evening, the lead is due at the close of the next whole support day, and the visitor was told so. The clock stops for good when the lead is marked contacted. Overdue and soon-due leads are listed first.`,
  retentionHelp:
    'Archived leads are deleted automatically 2 years after they were archived, as our privacy policy says.',
  privacyDownload: 'Download their information',
  privacyExportFile: (day: string) => `personal-information-${day}.json`,
  privacyExported: (leads: number) =>
    leads === 0
      ? 'Downloaded: we hold no leads with that email address.'
      : `Downloaded what we hold from ${leads} ${leads === 1 ? 'lead' : 'leads'}.`,
  privacyExportFailed: 'The download did not work. Try again.',
  privacyHelp:
    'When someone asks what we hold about them (Australian Privacy Principle 12), download it here. When they ask us to delete it, erase it (we honour deletion requests, and APP 11.2 has us destroy what we no longer need; a request to correct information, APP 13, is a different one: record the correction in a note): every lead with that email address, with its notes, booking and emails, is deleted from the desk for good, and leaves the backups as they expire, within 35 days, as our privacy policy tells the public. The audit log keeps a record that an erasure happened, without their details. Copies already emailed to the team are not reached: delete those from the mailboxes by hand.',
}

/**
 * What a refused change of a lead says: the server's message, or, for a lead that is not there any more
 * (404: erased by someone else while it was open), what happened to it and that nothing was sent.
 */
export function changeErrorText(error: unknown): string {
  if ((error as { status?: unknown } | null)?.status === 404) return deskCopy.leadGone
  return error instanceof Error ? error.message : 'That did not work. Try again.'
}

/** "3 h 20 min" from minutes. */
function span(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean).join(' ')
}

export type ClockTone = 'overdue' | 'soon' | 'fine'

// Made on first use: the first formatter with a time zone costs the browser its zone data, 17-24 ms here
// (×4 on a slowed phone), which the login page, loading this module, never needs.
let dueTime: Intl.DateTimeFormat | undefined
const dueTimeFormat = () =>
  (dueTime ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: supportHours.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }))

/** "Mon 30 Nov, 6:00 pm AEST": the due time on the support hours' clock. */
export const dueTimeText = (dueAt: string) => {
  const when = dueTimeFormat().format(new Date(dueAt))
  return `${when.replace(/\u202f/g, ' ')} AEST`
}

/**
 * The due clock as words and a tone: the due date and time, and the clock hours left (decision 152);
 * overdue, soon (2 support hours or less left), or fine. `elapsedMinutes`: the time since the server
 * gave the clock, which a desk left open counts on by itself (desk-clock.ts).
 */
export function dueClock(due: DueClock, elapsedMinutes = 0): { text: string; tone: ClockTone } {
  const when = dueTimeText(due.dueAt)
  const left = Math.round(due.minutesLeft - elapsedMinutes)
  if (left < 0) return { text: `Overdue by ${span(-left)} (due ${when})`, tone: 'overdue' }
  const soon = due.supportMinutesLeft <= 120 || elapsedMinutes >= due.minutesUntilSoon
  return { text: `Due ${when}, ${span(left)} left`, tone: soon ? 'soon' : 'fine' }
}
