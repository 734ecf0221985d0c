/** The element that fills the screen in full-screen mode: the whole deck. */
export const deckId = 'deck'
/** The slides' container. */
export const stageId = 'deck-stage'
/** The <style> the linked-slide script adds before the deck runs. */
export const linkedStyleId = 'deck-linked-slide'
