import { css } from 'styled-system/css'
import type { SubmissionSummary } from './desk-types'
import { followUpWhen } from './desk-work-copy'
import { formKindLabel } from './form-kind-labels'
import { formatMelbourneTime } from './format'
import { ContactLinks, DuePill, StagePill } from './lead-badges'
import { ToggleLead } from './lead-table'
import { SubmissionDetails } from './submission-details'

const card = {
  // Tracks from 0: a card is as wide as the phone, whatever its longest word (a follow-up's note of one).
  list: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', listStyle: 'none', p: 0 }),
  item: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '4', bg: 'white' }),
  top: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '2' }),
  name: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'brand' }),
  facts: css({ color: 'muted', fontSize: 'sm', mb: '2' }),
  // The next action spans the card's foot, where a thumb reaches it.
  action: css({ mt: '3' }),
}

/** The leads as a list of cards, on a phone: who, which form, stage, due time, then the action. */
export function LeadCards(props: {
  submissions: SubmissionSummary[]
  label: string
  isOpen: (id: string) => boolean
  onToggle: (id: string) => void
  /** The level of each lead's name: 'h4' under a list that has its own h3 (My day). */
  nameLevel?: 'h3' | 'h4'
}) {
  const Name = props.nameLevel ?? 'h3'
  return (
    <ul className={card.list} aria-label={props.label}>
      {props.submissions.map((s) => {
        const detailsId = `lead-${s.id}`
        const open = props.isOpen(s.id)
        return (
          <li key={s.id} className={card.item}>
            <div className={card.top}>
              <DuePill submission={s} />
              <StagePill submission={s} />
            </div>
            <Name className={card.name}>{s.name ?? 'No name given'}</Name>
            <p className={card.facts}>
              {formKindLabel(s.form)} · <time dateTime={s.receivedAt}>{formatMelbourneTime(s.receivedAt)}</time>
              {s.organisation && (
                <>
                  {' · '}
                  <bdi>{s.organisation}</bdi>
                </>
              )}{' '}
              · Owner: {s.owner?.name ?? 'nobody'}
            </p>
            {s.followUp && (
              <p className={card.facts}>
                Follow-up: {followUpWhen(s.followUp)}
                {s.followUp.note && (
                  <>
                    {' · '}
                    <bdi>{s.followUp.note}</bdi>
                  </>
                )}
              </p>
            )}
            <ContactLinks submission={s} />
            <div className={card.action}>
              <ToggleLead submission={s} open={open} detailsId={detailsId} onToggle={() => props.onToggle(s.id)} wide />
            </div>
            {open && (
              <div id={detailsId} className={css({ mt: '3' })}>
                <SubmissionDetails id={s.id} headingId={`${detailsId}-heading`} />
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
