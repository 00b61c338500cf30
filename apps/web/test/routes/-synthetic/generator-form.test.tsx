import { DATASET_FORMATS, type OutputFormat } from '@odia-ai/contract'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildRequest, INITIAL_FORM } from '../../../src/routes/-synthetic/build-request'
import { renderApp, unmountApp } from '../../render-app'

afterEach(() => unmountApp())

const ALL: OutputFormat[] = ['imagefolder', 'tesstrain', 'paddleocr', 'webdataset']

/** The options a select shows, as [value, label] pairs. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent])

async function openGenerator() {
  renderApp('/synthetic')
  await screen.findByRole('heading', { name: 'Synthetic Text Generator' })
  return { mode: screen.getByLabelText('Mode'), format: () => screen.getByLabelText('Output Format') }
}

describe('the generator form', () => {
  it('names the dataset mode for what it takes, and its URL field', async () => {
    const { mode } = await openGenerator()
    expect(optionsOf(mode)).toContainEqual(['huggingface', 'Dataset (CSV, JSONL, Parquet, Hub)'])
    expect(screen.queryByText(/HuggingFace CSV/)).toBeNull()
    await act(async () => fireEvent.change(mode, { target: { value: 'huggingface' } }))
    expect(screen.getByLabelText('Dataset URL')).toBeTruthy()
    expect(screen.queryByLabelText(/HuggingFace CSV URL/)).toBeNull()
  })

  it.each([
    ['single', ALL],
    ['comprehensive', ALL],
    ['ultra-realistic', ALL],
    ['huggingface', ALL],
    // The API refuses WebDataset in page mode (its crops are files).
    ['page', ['imagefolder', 'tesstrain', 'paddleocr']],
  ] as const)('offers in %s mode exactly the output formats the API writes for it', async (name, formats) => {
    const { mode, format } = await openGenerator()
    await act(async () => fireEvent.change(mode, { target: { value: name } }))
    expect(optionsOf(format())).toEqual(formats.map((value) => [value, DATASET_FORMATS[value].label]))
    expect((format() as HTMLSelectElement).value).toBe('imagefolder')
  })

  it('keeps the chosen format across modes that write it, and falls back to the default in one that does not', async () => {
    const { mode, format } = await openGenerator()
    await act(async () => fireEvent.change(format(), { target: { value: 'webdataset' } }))
    await act(async () => fireEvent.change(mode, { target: { value: 'comprehensive' } }))
    expect((format() as HTMLSelectElement).value).toBe('webdataset')
    await act(async () => fireEvent.change(mode, { target: { value: 'page' } }))
    expect((format() as HTMLSelectElement).value).toBe('imagefolder')
  })
})

describe('the output format in the request', () => {
  it('is sent when it is not the default and the mode writes it', () => {
    expect(buildRequest(INITIAL_FORM).output_format).toBeUndefined()
    expect(buildRequest({ ...INITIAL_FORM, outputFormat: 'tesstrain' }).output_format).toBe('tesstrain')
    expect(buildRequest({ ...INITIAL_FORM, mode: 'page', outputFormat: 'paddleocr' }).output_format).toBe('paddleocr')
    expect(buildRequest({ ...INITIAL_FORM, mode: 'page', outputFormat: 'webdataset' }).output_format).toBeUndefined()
  })
})
