import { responsePromises, supportHours } from '../../content/support-hours'
import { type LeadStageName, stageLabels } from '../../lib/admin-api'

/** The lead desk's words (Australian English), in one place like the rest of the site's copy. */

export const stageOptions = (Object.keys(stageLabels) as LeadStageName[]).map((value) => ({
  value,
  label: stageLabels[value],
}))

/** Where a lead may go next: forward, or aside as not a fit; archived only once it is settled. */
export function nextStages(stage: LeadStageName): LeadStageName[] {
  if (stage === 'archived') return []
  if (stage === 'won' || stage === 'not-fit') return ['archived']
  return (['contacted', 'booked', 'won', 'not-fit'] as const).filter((s) => s !== stage)
}

const publicHolidayCount = supportHours.publicHolidays.length

export const deskCopy = {
  title: 'Lead desk',
  loggedInAs: (name: string) => `Logged in as ${name}`,
  logOut: 'Log out',
  logOutEverywhere: 'Log out everywhere',
  staffOnly: 'Staff only',
  sessionsHeading: 'Your sessions',
  sessionsHelp:
    'Lost a phone, or logged in on a shared computer? Log out everywhere ends your session on every device, this one too.',
  sessionEnded: {
    title: 'Your session has ended',
    description:
      'Log in again to carry on. What you typed is kept, and the change you were making is sent once you are back in.',
  },
  sessionEndedShort: 'Your session has ended. Log in again.',
  staleChange: 'Someone else changed this lead while you had it open. It now shows their change:',
  staleKept: 'Your entries are still in the forms below. Check them against the lead as it is now, then save again.',
  ownerOnly: 'Only an owner of the desk can erase people or export every lead.',
  needsJavaScript:
    'The lead desk needs JavaScript to log you in and show leads. Turn JavaScript on for this site in your browser, then reload this page.',
  clockHelp: `Each new lead shows how long is left to keep our promise: ${responsePromises.contact.label.toLowerCase()} for enquiries, ${responsePromises.default.label.toLowerCase()} for everything else. The clock counts support hours only: Monday to Friday, 8 am to 6 pm Melbourne time (AEST, or AEDT in summer). It stops at night, at weekends and on Victorian public holidays (${publicHolidayCount} listed in the site's support-hours settings). It stops for good when the lead is marked contacted. Overdue and soon-due leads are listed first.`,
  retentionHelp:
    'Archived leads are deleted automatically 2 years after they were archived, as our privacy policy says.',
  privacyHelp:
    'When someone asks what we hold about them (Australian Privacy Principle 12), download it here. When they ask us to delete it (APP 13), erase it: every lead with that email address, with its notes, booking and emails, is deleted for good. The audit log keeps a record that an erasure happened, without their details. Copies already emailed to the team are not reached: delete those from the mailboxes by hand.',
}

/** "3 h 20 min" from minutes. */
function span(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean).join(' ')
}

export type ClockTone = 'overdue' | 'soon' | 'fine'

/** The due clock as words and a tone: overdue, due within 2 support hours, or fine. */
export function dueClock(minutesLeft: number): { text: string; tone: ClockTone } {
  if (minutesLeft < 0) return { text: `Overdue by ${span(-minutesLeft)}`, tone: 'overdue' }
  return { text: `Due in ${span(minutesLeft)}`, tone: minutesLeft <= 120 ? 'soon' : 'fine' }
}
