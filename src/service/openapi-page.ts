/** The OpenAPI paths of the page that tries descriptions (page.ts): no key needed to load it. */
export function pagePaths(errors: Record<string, unknown>): Record<string, unknown> {
  return {
    '/': {
      get: {
        operationId: 'page',
        summary: 'A page to try descriptions: it asks for the API key and calls POST /flows and the feedback operation',
        security: [],
        responses: { '200': { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } }, ...errors },
      },
    },
    '/assets/{file}': {
      get: {
        operationId: 'pageAsset',
        summary: "The page's scripts and styles",
        security: [],
        parameters: [{ name: 'file', in: 'path', required: true, description: 'Path of the asset, as the page names it.', schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The asset.', content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } } },
          ...errors,
        },
      },
    },
  };
}
