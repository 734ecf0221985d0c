import { expect, it } from 'vitest'
import * as editor from './index.ts'

it('exposes exactly the public surface of the editor library', () => {
  expect(Object.keys(editor).sort()).toEqual([
    'contentStats',
    'defaultPostForm',
    'detectConflict',
    'draftStore',
    'excerptAdvice',
    'formFromRow',
    'headerDimensions',
    'imageLimits',
    'imageProblems',
    'metaDescriptionAdvice',
    'problemsStillShown',
    'publishAtInput',
    'publishAtInstant',
    'requiredMessage',
    'rowFromForm',
    'sameForm',
    'slugChange',
    'slugFromTitle',
    'sniffImage',
    'tagsFromText',
    'withTitle',
  ])
})
