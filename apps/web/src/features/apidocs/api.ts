import { useQuery } from '@tanstack/react-query';
import type { GetCatalogueOutput } from '@parcelflow/contract';

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the same declarations. */
export const OPENAPI_URL = 'api/openapi.json';

/** GET /api/commands: the published command catalogue (plain JSON, outside the envelope). */
export function useCatalogue() {
  return useQuery({
    queryKey: ['apiCommands'],
    queryFn: async () => {
      const response = await fetch('api/commands');
      if (!response.ok) throw new Error(response.statusText);
      return ((await response.json()) as GetCatalogueOutput).commands;
    },
    staleTime: Infinity,
  });
}
