import { stageLabels } from '../../lib/lead-stages'
import type { SubmissionDetail } from './desk-types'
import { followUpWhen } from './desk-work-copy'

const ownerName = (lead: SubmissionDetail) => lead.owner?.name || 'nobody'
const bookingText = (lead: SubmissionDetail) =>
  lead.booking?.status === 'confirmed' ? `booked for ${lead.booking.date}, ${lead.booking.slot}` : 'not booked'
const followUp = (lead: SubmissionDetail) => (lead.followUp ? followUpWhen(lead.followUp) : 'none')

/** What another member of staff changed between the lead as shown and as it is now, in words. */
export function whatChanged(shown: SubmissionDetail, now: SubmissionDetail): string[] {
  const lines: string[] = []
  if (shown.stage !== now.stage) lines.push(`Stage: ${stageLabels[shown.stage]} → ${stageLabels[now.stage]}`)
  if ((shown.owner?.id ?? null) !== (now.owner?.id ?? null))
    lines.push(`Owner: ${ownerName(shown)} → ${ownerName(now)}`)
  if (bookingText(shown) !== bookingText(now)) lines.push(`Booking: ${bookingText(shown)} → ${bookingText(now)}`)
  if (followUp(shown) !== followUp(now)) lines.push(`Follow-up: ${followUp(shown)} → ${followUp(now)}`)
  const added = now.notes.length - shown.notes.length
  if (added > 0) lines.push(`${added} new ${added === 1 ? 'note' : 'notes'}`)
  if (lines.length === 0) lines.push(`Stage ${stageLabels[now.stage]}, owner ${ownerName(now)}`)
  return lines
}
