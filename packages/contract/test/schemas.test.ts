import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import {
  AcceptIdenticalRequestSchema,
  AnnotationsStateSchema,
  DEFAULT_OCR_ENGINE,
  ErrorSchema,
  ExportRequestSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
  HealthSchema,
  ImageParamsSchema,
  ImportResponseSchema,
  isOcrEngineName,
  ModelsRequestSchema,
  ModelsResponseSchema,
  OCR_ENGINE_NAMES,
  OCR_ENGINES,
  OcrJobItemSchema,
  ProcessRequestSchema,
  ProcessResponseSchema,
  ProjectNameRequestSchema,
  ReadingsSummarySchema,
  ReviewRequestSchema,
  SaveRequestSchema,
  SaveResponseSchema,
  UploadResponseSchema,
} from '../src/index'

const odia = 'ଓଡ଼ିଆ ଭାଷା'
const annotation = { extracted_text: odia, validated_text: `${odia}\nଦ୍ୱିତୀୟ ଧାଡ଼ି`, status: 'validated' }

interface Case {
  name: string
  schema: TSchema
  valid: unknown[]
  invalid: unknown[]
}

const cases: Case[] = [
  {
    name: 'Error',
    schema: ErrorSchema,
    valid: [{ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message: 'body must be object' }],
    invalid: [
      { statusCode: 200, code: 'X', error: 'OK', message: 'fine' },
      { statusCode: 400, code: 'X', error: 'Bad' },
    ],
  },
  {
    name: 'Health',
    schema: HealthSchema,
    valid: [{ status: 'ok', version: '0.1.0', uptimeSeconds: 1.5 }],
    invalid: [
      { status: 'down', version: '0.1.0', uptimeSeconds: 1 },
      { status: 'ok', version: '0.1.0', uptimeSeconds: -1 },
    ],
  },
  {
    name: 'AnnotationsState (GET /api/ocr/annotations)',
    schema: AnnotationsStateSchema,
    valid: [
      { valid_images: ['a.png'], annotations: { 'a.png': annotation } },
      { valid_images: [], annotations: {} },
    ],
    invalid: [
      { valid_images: ['../etc/passwd'], annotations: {} },
      { valid_images: ['a.png'], annotations: { 'a.png': { extracted_text: odia } } },
      { valid_images: ['a.png'], annotations: { 'a.png': { ...annotation, status: 'done' } } },
    ],
  },
  {
    name: 'UploadResponse',
    schema: UploadResponseSchema,
    valid: [{ images: ['scan 1.png', 'ପୃଷ୍ଠା.jpg'], rejected: [{ file_name: 'notes.txt', message: 'not an image' }] }],
    invalid: [{ images: ['a/b.png'], rejected: [] }, { images: ['a.png'] }],
  },
  {
    name: 'ImportResponse',
    schema: ImportResponseSchema,
    valid: [
      {
        valid_images: ['a.png'],
        annotations: { 'a.png': annotation },
        skipped: [{ row: 3, reason: 'image not stored' }],
      },
      {
        valid_images: ['a.png'],
        annotations: { 'a.png': annotation },
        skipped: [],
        pages: [
          {
            file_name: 'a.xml',
            status: 'imported',
            image_filename: 'a.png',
            stored_image: 'a.png',
            lines: 2,
            validated_lines: 1,
            clamped_lines: 0,
            scaled_from: { width: 800, height: 600 },
          },
          {
            file_name: 'page/b.xml',
            archive: 'export.zip',
            status: 'skipped',
            image_filename: 'b.png',
            code: 'IMAGE_NOT_FOUND',
            reason: 'No stored image is named b.png',
          },
        ],
      },
    ],
    invalid: [
      { valid_images: ['a.png'], annotations: {}, skipped: [{ row: 0, reason: 'x' }] },
      { valid_images: [], annotations: {}, skipped: [], pages: [{ file_name: 'a.xml', status: 'lost' }] },
      {
        valid_images: [],
        annotations: {},
        skipped: [],
        pages: [{ file_name: 'a.xml', status: 'skipped', code: 'WHATEVER' }],
      },
    ],
  },
  {
    name: 'ProcessRequest',
    schema: ProcessRequestSchema,
    valid: [
      { api_key: 'k', image_filenames: ['a.png'] },
      { api_key: '', image_filenames: ['a.png'], model: 'gemini-flash-latest' },
      ...OCR_ENGINE_NAMES.map((engine) => ({ api_key: '', engine, image_filenames: ['a.png'] })),
      { api_key: 'k', engine: 'gemini', compare_with: ['tesseract'], image_filenames: ['a.png'] },
    ],
    invalid: [
      { api_key: 'k', image_filenames: [] },
      { api_key: 'k', compare_with: [], image_filenames: ['a.png'] },
      { api_key: 'k', compare_with: ['tesseract', 'tesseract'], image_filenames: ['a.png'] },
      { api_key: 'k', compare_with: ['magic'], image_filenames: ['a.png'] },
      { api_key: 'k', engine: 'magic', image_filenames: ['a.png'] },
      { image_filenames: ['a.png'] },
      { api_key: 'k', image_filenames: ['x/../y.png'] },
      { api_key: 'k', image_filenames: ['a.png'], model: '../tunedModels/x' },
    ],
  },
  {
    name: 'ProcessResponse',
    schema: ProcessResponseSchema,
    valid: [{ 'a.png': odia }, {}],
    invalid: [{ 'a.png': { text: odia } }],
  },
  {
    name: 'OcrJobItem',
    schema: OcrJobItemSchema,
    valid: [
      {
        file_name: 'a.png',
        status: 'extracted',
        extracted_text: odia,
        engine: 'gemini',
        model: 'gemini-flash-latest',
        model_version: 'gemini-2.5-flash',
      },
      {
        file_name: 'b.png',
        status: 'failed',
        failure_reason: "Blocked by Gemini's safety filter",
        engine: 'gemini',
        model: 'gemini-flash-latest',
      },
      {
        file_name: 'c.png',
        status: 'extracted',
        extracted_text: odia,
        engine: 'gemini',
        model: 'gemini-flash-latest',
        compared: [
          {
            engine: 'tesseract',
            model: 'tesseract-ori-4.0.0',
            status: 'failed',
            failure_reason: 'Tesseract found no text in this image',
          },
        ],
      },
    ],
    invalid: [
      { file_name: 'a.png', status: 'validated', engine: 'gemini', model: 'm' },
      { file_name: '../a.png', status: 'extracted', engine: 'gemini', model: 'm' },
      { file_name: 'a.png', status: 'extracted', model: 'm' },
    ],
  },
  {
    name: 'ReadingsSummary (GET /api/ocr/readings/summary)',
    schema: ReadingsSummarySchema,
    valid: [
      { images: {} },
      {
        images: {
          'a.png': {
            readers: ['gemini:gemini-flash-latest', 'tesseract:ori'],
            disagreement: 0.25,
            identical: false,
            has_lines: false,
          },
          'b.png': { readers: ['gemini:gemini-flash-latest'], identical: false, has_lines: true },
        },
      },
    ],
    invalid: [
      {
        images: {
          'a.png': { readers: ['gemini:gemini-flash-latest'], disagreement: 1.5, identical: false, has_lines: false },
        },
      },
      { images: { 'a.png': { readers: [], identical: true } } },
    ],
  },
  {
    name: 'AcceptIdenticalRequest (POST /api/ocr/readings/accept)',
    schema: AcceptIdenticalRequestSchema,
    valid: [{ image_filenames: ['a.png', 'b.png'] }],
    invalid: [{ image_filenames: [] }, { image_filenames: ['a.png', 'a.png'] }, { image_filenames: ['../a.png'] }, {}],
  },
  {
    name: 'ModelsRequest',
    schema: ModelsRequestSchema,
    valid: [{ api_key: 'k' }, { api_key: '' }, { api_key: '', engine: 'tesseract' }],
    invalid: [{}, { api_key: 'k'.repeat(513) }, { api_key: '', engine: 'Gemini' }],
  },
  {
    name: 'ModelsResponse',
    schema: ModelsResponseSchema,
    valid: [
      {
        models: [{ name: 'gemini-flash-latest', display_name: 'Gemini Flash Latest' }],
        default_model: 'gemini-flash-latest',
      },
    ],
    invalid: [{ models: [{ name: '', display_name: 'x' }], default_model: 'm' }, { models: [] }],
  },
  {
    name: 'SaveRequest',
    schema: SaveRequestSchema,
    valid: [
      { 'a.png': { extracted_text: odia, validated_text: odia } },
      { 'a.png': { validated_text: '' } },
      { 'a.png': { validated_text: odia, saved_by: 'ଆଶା' } },
    ],
    invalid: [
      {},
      { 'a.png': { extracted_text: odia } },
      { 'a.png': odia },
      { 'a.png': { validated_text: odia, saved_by: '' } },
      { 'a.png': { validated_text: odia, saved_by: 'x'.repeat(81) } },
    ],
  },
  {
    name: 'SaveResponse',
    schema: SaveResponseSchema,
    valid: [{ saved: { 'a.png': annotation } }],
    invalid: [{ saved: { 'a.png': 'text' } }],
  },
  {
    name: 'ExportRequest',
    schema: ExportRequestSchema,
    valid: [
      { annotations: { 'a.png': annotation, 'b.png': odia }, validated_texts: { 'a.png': odia } },
      { annotations: {}, validated_texts: {}, excel: true },
    ],
    invalid: [{ annotations: {} }, { annotations: {}, validated_texts: { 'a.png': 1 } }],
  },
  {
    name: 'ImageParams',
    schema: ImageParamsSchema,
    valid: [{ name: 'scan.png' }, { name: 'ପୃଷ୍ଠା ୧.jpg' }],
    invalid: [{ name: '' }, { name: '../../secret' }, { name: 'a\\b.png' }, { name: 'a\u0000.png' }],
  },
  {
    name: 'GenerateRequest',
    schema: GenerateRequestSchema,
    valid: [
      { mode: 'single', text: odia },
      { mode: 'huggingface', dataset_url: 'https://example.org/data.csv', text_column: 'text', max_samples: 10 },
      { mode: 'ultra-realistic', output_subdir: 'my job', text: odia, seed: 7 },
      {
        mode: 'comprehensive',
        text: odia,
        fonts: ['Anek Odia'],
        weights: [300, 700],
        sizes: [32, 128],
        backgrounds: ['#EEEEEE'],
        image_height: 64,
      },
      {
        mode: 'huggingface',
        dataset_url: 'https://example.org/data.csv',
        dataset_style: 'ultra-realistic',
        variants: 20,
      },
      { mode: 'single', text: odia, output_format: 'webdataset' },
    ],
    invalid: [
      { mode: 'single', text: odia, output_format: 'tar' },
      { mode: 'fancy', text: odia },
      { mode: 'huggingface', max_samples: 0 },
      { mode: 'single', max_samples: 1.5 },
      {},
      { mode: 'single', sizes: [] },
      { mode: 'single', sizes: [48, 48] },
      { mode: 'single', weights: [0] },
      { mode: 'single', backgrounds: ['white'] },
      { mode: 'ultra-realistic', variants: 21 },
      { mode: 'huggingface', dataset_style: 'huggingface' },
    ],
  },
  {
    name: 'GenerateResponse',
    schema: GenerateResponseSchema,
    valid: [
      {
        output_dir: 'output/job',
        csv: 'output/job/metadata.csv',
        images_dir: 'output/job/images',
        files: ['output/job/images/000001.png'],
        preview: [{ file: 'output/job/images/000001.png', text: 'ଓଡ଼ିଆ' }],
        options: {
          style: 'single',
          seed: 1,
          fonts: ['Noto Sans Oriya'],
          weights: [400],
          sizes: [48],
          backgrounds: ['#ffffff'],
        },
        elapsed_ms: 12,
        image_count: 1,
        archive: 'api/synthetic/outputs/job/archive',
      },
    ],
    invalid: [
      { output_dir: 'output/job', csv: 'output/job/metadata.csv', images_dir: 'output/job/images' },
      {
        output_dir: 'output/job',
        csv: 'output/job/metadata.csv',
        images_dir: 'output/job/images',
        files: [],
        image_count: 0,
        preview: [],
        elapsed_ms: 1,
      },
    ],
  },
  {
    name: 'ReviewRequest',
    schema: ReviewRequestSchema,
    valid: [
      { image_filename: 'a.png', decision: 'reviewed', reviewer: 'Bijay' },
      { image_filename: 'a.png', decision: 'sent_back', reviewer: 'Bijay', note: 'Line 2', validated_text: odia },
    ],
    invalid: [
      { image_filename: 'a.png', decision: 'approved', reviewer: 'Bijay' },
      { image_filename: 'a.png', decision: 'reviewed' },
      { image_filename: '../a.png', decision: 'reviewed', reviewer: 'Bijay' },
      { image_filename: 'a.png', decision: 'sent_back', reviewer: 'Bijay', note: 'n'.repeat(2001) },
    ],
  },
  {
    name: 'ProjectNameRequest',
    schema: ProjectNameRequestSchema,
    valid: [{ name: 'Book 2' }, { name: 'ବହି' }],
    invalid: [{}, { name: '' }, { name: 'x'.repeat(81) }, { name: 3 }],
  },
]

describe.each(cases)('$name schema', ({ schema, valid, invalid }) => {
  it.each(valid.map((payload, index) => [index, payload]))('accepts valid example %i', (_index, payload) => {
    expect(Value.Check(schema, payload)).toBe(true)
  })
  it.each(invalid.map((payload, index) => [index, payload]))('rejects invalid example %i', (_index, payload) => {
    expect(Value.Check(schema, payload)).toBe(false)
  })
})

describe('the OCR engine list', () => {
  it('offers Gemini first (the default) and Tesseract, and says which needs a key', () => {
    expect(OCR_ENGINE_NAMES.slice(0, 2)).toEqual(['gemini', 'tesseract'])
    expect(DEFAULT_OCR_ENGINE).toBe('gemini')
    expect([OCR_ENGINES.gemini.needsKey, OCR_ENGINES.tesseract.needsKey]).toEqual([true, false])
  })

  it('knows its names and nothing else, inherited properties included', () => {
    expect(OCR_ENGINE_NAMES.every(isOcrEngineName)).toBe(true)
    for (const name of ['Gemini', 'toString', '__proto__', '', undefined, 1]) expect(isOcrEngineName(name)).toBe(false)
  })
})
