import type { ReactNode } from 'react'
import { buyPage } from '../../content/pages/business-sale'
import { BusinessSaleLayout } from './business-sale-layout'

/** /buy-business. `enquiryForm` is the buy-business enquiry form, placed under "Tell us what you are looking for". */
export function BuyBusinessPage({ enquiryForm }: { enquiryForm?: ReactNode }) {
  return <BusinessSaleLayout copy={buyPage} idPrefix="buy" enquiryForm={enquiryForm} />
}
