import type { ReactNode } from 'react'
import { sellPage } from '../../content/pages/business-sale'
import { BusinessSaleLayout } from './business-sale-layout'

/** /sell-business. `enquiryForm` is the sell-business enquiry form, placed under "Tell us about your business". */
export function SellBusinessPage({ enquiryForm }: { enquiryForm?: ReactNode }) {
  return <BusinessSaleLayout copy={sellPage} idPrefix="sell" enquiryForm={enquiryForm} />
}
