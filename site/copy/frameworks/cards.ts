import { homeCopy } from '../home.ts'

/**
 * The three framework cards. The home page shows the same cards, so each framework's badge,
 * tagline and benefits are written once, in home.ts.
 */
export const [vyaapari360Card, unifySuite360Card, aiSmartBotCard] = homeCopy.frameworks.cards
