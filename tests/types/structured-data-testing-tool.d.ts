// The parts of structured-data-testing-tool (CommonJS, no types of its own) that the SEO tests use.
declare module 'structured-data-testing-tool' {
  export interface StructuredDataTestOptions {
    presets?: unknown[];
  }
  /** Resolves when every test passes; otherwise rejects with `res`, the report. */
  export function structuredDataTest(input: string, options?: StructuredDataTestOptions): Promise<unknown>;
}

declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: unknown; Twitter: unknown; Facebook: unknown };
  export default presets;
}
