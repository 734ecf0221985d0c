import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { categories } from '@/lib/post/taxonomy.ts'
import { careersCopy } from '@/copy/careers.ts'
import { diagramCopy } from '@/copy/diagrams.ts'
import { comparedRows, heroDiagramCopy } from '@/copy/hero-diagrams.ts'
import { homeCopy } from '@/copy/home.ts'
import { privacyPolicy } from '@/copy/legal/privacy.ts'
import { ourWorkCopy } from '@/copy/our-work.ts'
import { approachCopy } from '@/copy/why-axon/approach.ts'
import { differenceCopy } from '@/copy/why-axon/difference.ts'
import { site } from '@/site.config.ts'
import { BarChart } from './BarChart.tsx'
import { BranchDiagram, type Branch } from './BranchDiagram.tsx'
import { GroupDiagram } from './GroupDiagram.tsx'
import { IntegrationHub } from './IntegrationHub.tsx'
import { LayerDiagram } from './LayerDiagram.tsx'
import { PhaseTimeline } from './PhaseTimeline.tsx'

/** The accessible name and description an SVG image gets from the elements its aria-labelledby names. */
function accessible(svg: string): { role: string | null; name: string; description: string; labels: string[] } {
  const ids = /aria-labelledby="([^"]+)"/.exec(svg)?.[1]?.split(' ') ?? []
  const text = (id: string | undefined) => new RegExp(`id="${id}">([^<]*)<`).exec(svg)?.[1] ?? ''
  return {
    role: /role="([^"]+)"/.exec(svg)?.[1] ?? null,
    name: text(ids[0]),
    description: text(ids[1]),
    labels: [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]!),
  }
}

it('names and describes each integration hub, and draws every system it describes', () => {
  for (const copy of [diagramCopy.integrationHub, ...Object.values(diagramCopy.industries)]) {
    const svg = accessible(renderToStaticMarkup(createElement(IntegrationHub, { copy })))
    expect(svg).toMatchObject({ role: 'img', name: copy.title })
    expect(svg.description).not.toBe('')
    for (const system of copy.systems) expect(svg.labels).toContain(system.replace(/&/g, '&amp;'))
  }
})

it('names and describes each framework’s and solution’s layers, and draws each part', () => {
  for (const copy of [...Object.values(diagramCopy.architectures), ...Object.values(diagramCopy.solutions)]) {
    const svg = accessible(renderToStaticMarkup(createElement(LayerDiagram, copy)))
    expect(svg).toMatchObject({ role: 'img', name: copy.title })
    expect(svg.description).not.toBe('')
    for (const layer of copy.layers)
      for (const item of [layer.label, ...layer.items]) expect(svg.labels).toContain(item.replace(/&/g, '&amp;'))
  }
})

it('puts the five delivery phases, in order and with their durations, in the timeline and its description', () => {
  const phases = approachCopy.phases.items
  const { title, description } = diagramCopy.phaseTimeline
  const stops = phases.map((phase) => ({ name: phase.name, detail: phase.duration }))
  const svg = accessible(
    renderToStaticMarkup(createElement(PhaseTimeline, { title, description: description(phases), stops })),
  )
  expect(svg.role).toBe('img')
  expect(svg.description).toBe(
    'A timeline of the delivery phases in order: Discovery (1-2 weeks), then Solution Design (2-3 weeks), then Development (4-12 weeks), then Validation and Deployment (2-4 weeks), then Support (Ongoing).',
  )
  expect(svg.labels.filter((label) => phases.some((phase) => phase.name === label))).toEqual(
    phases.map((phase) => phase.name),
  )
})

it('draws the case study’s rollout as bars in proportion, each with its value in words', () => {
  const copy = diagramCopy.rollout
  const svg = renderToStaticMarkup(createElement(BarChart, copy))
  expect(accessible(svg)).toMatchObject({ role: 'img', name: copy.title, description: copy.description })
  const widths = [...svg.matchAll(/<rect x="16" y="[\d.]+" width="([\d.]+)"/g)].map((match) => Number(match[1]))
  expect(widths).toHaveLength(2)
  expect(widths[1]! / widths[0]!).toBeCloseTo(10, 0)
  for (const bar of copy.bars) expect(accessible(svg).labels).toContain(bar.shown)
})

// The diagrams beside the company, frameworks, legal, contact and Insights heroes.
const unescape = (text: string) => text.replace(/&amp;/g, '&')
const drawn = (svg: string) => accessible(svg).labels.map(unescape)
const said = (svg: string) => unescape(accessible(svg).description).toLowerCase()

it('names and describes each branch diagram, and draws its root and every branch with its line and tag', () => {
  const { team, frameworks, privacy, insights } = heroDiagramCopy
  for (const copy of [team, frameworks, privacy, insights]) {
    const svg = renderToStaticMarkup(createElement(BranchDiagram, copy))
    expect(accessible(svg)).toMatchObject({ role: 'img', name: copy.title })
    const boxes: readonly Branch[] = [copy.root, ...copy.branches]
    for (const box of boxes) {
      for (const text of [box.label, box.detail, box.tag]) if (text) expect(drawn(svg)).toContain(text)
      expect(said(svg)).toContain(box.label.toLowerCase())
    }
  }
})

it('names and describes each group diagram, and draws every group, item and what passes between them', () => {
  const { about, tallySync, difference, terms } = heroDiagramCopy
  for (const copy of [about, tallySync, difference, terms]) {
    const svg = renderToStaticMarkup(createElement(GroupDiagram, copy))
    expect(accessible(svg)).toMatchObject({ role: 'img', name: copy.title })
    for (const group of copy.groups) {
      for (const text of [group.label, ...group.items]) expect(drawn(svg)).toContain(text)
      expect(said(svg)).toContain(group.label.toLowerCase())
    }
  }
  const svg = renderToStaticMarkup(createElement(GroupDiagram, tallySync))
  for (const link of tallySync.links) expect(drawn(svg)).toEqual(expect.arrayContaining([link.down, link.up]))
})

it('draws each hero timeline’s stops in order, each with its line, and names them all in its description', () => {
  const { careers, ourWork, contact, sent } = heroDiagramCopy
  for (const copy of [careers, ourWork, contact, sent]) {
    const svg = renderToStaticMarkup(createElement(PhaseTimeline, copy))
    expect(accessible(svg)).toMatchObject({ role: 'img', name: copy.title })
    const names = copy.stops.map((stop) => stop.name)
    expect(drawn(svg).filter((label) => names.includes(label))).toEqual(names)
    for (const stop of copy.stops) {
      expect(drawn(svg)).toContain(stop.detail)
      expect(said(svg)).toContain(stop.name.toLowerCase())
    }
  }
})

it('ticks the steps behind the visitor instead of numbering them', () => {
  const numbers = (svg: string) => drawn(svg).filter((label) => /^\d$/.test(label))
  const before = renderToStaticMarkup(createElement(PhaseTimeline, heroDiagramCopy.contact))
  const after = renderToStaticMarkup(createElement(PhaseTimeline, heroDiagramCopy.sent))
  expect(numbers(before)).toEqual(['1', '2', '3', '4'])
  expect(numbers(after)).toEqual(['2', '3', '4'])
  expect(after.match(/<path /g)).toHaveLength(1)
})

it('takes each hero diagram’s words from its page: steps, periods, people, frameworks, categories and the comparison', () => {
  const { careers, ourWork, team, frameworks, insights, difference, privacy } = heroDiagramCopy
  expect(careers.stops.map((stop) => stop.name)).toEqual(careersCopy.howToApply.steps.map((step) => step.title))
  expect(ourWork.stops.map((stop) => stop.detail.split(' · ')[0])).toEqual(
    ourWorkCopy.career.entries.map((entry) => entry.period).reverse(),
  )
  expect(team.branches).toHaveLength(site.leadership.length)
  expect(frameworks.branches.map((branch) => branch.label)).toEqual(homeCopy.frameworks.cards.map((card) => card.title))
  expect(insights.branches.map((branch) => branch.label)).toEqual(categories.map((category) => category.name))
  const { table } = differenceCopy.comparison
  expect(difference.groups.map((group) => group.label)).toEqual([table.columns[1], table.columns[0]])
  expect(table.rows.map((row) => row.label)).toEqual(expect.arrayContaining(comparedRows))
  // Every period kept is one the policy states.
  const policy = JSON.stringify(privacyPolicy.sections)
  for (const { tag } of privacy.branches) if (tag !== 'None') expect(policy).toContain(tag)
})
