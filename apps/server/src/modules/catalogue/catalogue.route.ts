import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_VERSION, type CatalogueEntry, type GetCatalogueOutput } from '@parcelflow/contract';
import type { CommandRegistry } from '../../envelope/command.ts';

/** The published command catalogue (GET /api/commands): what API customers may call and with what body. */
export function buildCatalogue(registry: CommandRegistry): CatalogueEntry[] {
  return [...registry.values()]
    .map((def) => ({
      service: def.service,
      command: def.command,
      version: def.version ?? DEFAULT_VERSION,
      permission: def.permission,
      summary: def.summary,
      bodySchema: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
    }))
    .sort((a, b) => a.service.localeCompare(b.service) || a.command.localeCompare(b.command));
}

export function registerCatalogueRoute(app: FastifyInstance, registry: CommandRegistry): void {
  const catalogue = buildCatalogue(registry);
  app.get('/api/commands', async (): Promise<GetCatalogueOutput> => ({ commands: catalogue }));
}
