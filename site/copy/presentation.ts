/** The UnifySuite360 briefing, slide by slide, in the order it is presented. */
export const presentationSlides = [
  'Title',
  'The Challenge',
  'Solution Overview',
  'Elite Engineering',
  'Speed & Agility',
  'Lower Costs',
  'ANZ Advantages',
  'Architecture',
  'Success Stories',
  'Implementation',
  'Investment & ROI',
  'Why Axon',
  'Next Steps',
] as const
