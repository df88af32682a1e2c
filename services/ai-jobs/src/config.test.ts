import { DEFAULT_GEMINI_MODELS, loadAiJobsConfig } from './config.js';

const base = {
  PORT: '0',
  DATABASE_URL: 'postgres://localhost/test',
  NATS_URL: 'nats://localhost:4222',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(40),
  S3_ENDPOINT: 'http://localhost:9000',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret',
  S3_BUCKET: 'bucket',
};

describe('GEMINI_MODEL', () => {
  it('defaults to the current image model first and older ones last', () => {
    expect(loadAiJobsConfig(base).GEMINI_MODEL).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-3-pro-image-preview',
      'gemini-2.5-flash-image',
    ]);
    expect(loadAiJobsConfig({ ...base, GEMINI_MODEL: '' }).GEMINI_MODEL).toEqual([...DEFAULT_GEMINI_MODELS]);
  });

  it('reads an ordered list, without prefixes, blanks or repeats', () => {
    expect(
      loadAiJobsConfig({
        ...base,
        GEMINI_MODEL: ' models/gemini-4-image, gemini-3-pro-image,,gemini-4-image',
      }).GEMINI_MODEL,
    ).toEqual(['gemini-4-image', 'gemini-3-pro-image']);
  });

  it('refuses a list that names no model', () => {
    expect(() => loadAiJobsConfig({ ...base, GEMINI_MODEL: ' , ' })).toThrow(
      /GEMINI_MODEL: must name at least one model/,
    );
  });
});
