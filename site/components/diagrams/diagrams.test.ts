import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { diagramCopy } from '@/copy/diagrams.ts'
import { approachCopy } from '@/copy/why-axon/approach.ts'
import { BarChart } from './BarChart.tsx'
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
