// https://vike.dev/config
import type { Config } from 'vike/types'
import { businessProcessAutomationCopy } from '@/copy/solutions/business-process-automation.ts'

export default {
  seo: {
    title: 'Business Process Automation',
    description:
      'Automate approvals, document handling and data entry across your systems, cutting cycle times by 60-80% with ROI in 6-12 months.',
    keywords: ['business process automation', 'workflow automation', 'intelligent document processing', 'RPA'],
  },
  cta: businessProcessAutomationCopy.cta,
} satisfies Config
