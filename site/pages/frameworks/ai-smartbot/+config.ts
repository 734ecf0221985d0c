// https://vike.dev/config
import type { Config } from 'vike/types'
import { aiSmartBotCopy } from '@/copy/frameworks/ai-smartbot.ts'

export default {
  seo: {
    title: 'AI SmartBot: Natural-Language Business Automation',
    description:
      'Ask your business systems questions in plain language: AI SmartBot delivers reports 90% faster and cuts help-desk tickets by 75%.',
    keywords: ['AI SmartBot', 'AI automation', 'natural language reporting'],
  },
  cta: aiSmartBotCopy.cta,
} satisfies Config
