import { css } from 'styled-system/css'
import { textLink } from '../../components/page-blocks'
import { PageIntro } from '../../components/ui/page-intro'
import { SiteLink } from '../../components/ui/site-link'
import { confirmationCopy } from '../../content/lead-form-pages'
import type { Notice } from '../../content/notices'

/**
 * Where a lead form sent without the page's scripts ends (the lead function's 303): the form's own
 * success notice, word for word, as the page's heading and lead.
 */
export function ConfirmationPage({ notice }: { notice: Notice }) {
  return (
    <>
      <PageIntro eyebrow={confirmationCopy.eyebrow} title={notice.title} lead={notice.description} />
      <div className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })}>
        <p className={css({ mb: '6', maxW: '3xl' })}>{confirmationCopy.replyTiming}</p>
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
          <li>
            <SiteLink href="/services" className={textLink}>
              {confirmationCopy.services}
            </SiteLink>
          </li>
          <li>
            <SiteLink href="/" className={textLink}>
              {confirmationCopy.backHome}
            </SiteLink>
          </li>
        </ul>
      </div>
    </>
  )
}

/** A guide's confirmation: its notice as a status line above the guide itself. */
export function GuideReadyNotice({ notice }: { notice: Notice }) {
  return (
    <div className={css({ bg: 'teal.50', color: 'teal.900', borderBottomWidth: '1px', borderColor: 'teal.100' })}>
      <p className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '4' })}>
        <strong>{notice.title}</strong> {notice.description}
      </p>
    </div>
  )
}
