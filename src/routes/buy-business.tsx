import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { BuyBusinessPage } from '../features/business-sale/buy-page'
import { BuyBusinessForm } from '../features/lead-forms/business-enquiry-forms'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/buy-business')({
  head: () =>
    seo({ path: '/buy-business', title: pageMeta.buyBusiness.title, description: pageMeta.buyBusiness.description }),
  component: () => <BuyBusinessPage enquiryForm={<BuyBusinessForm />} />,
})
