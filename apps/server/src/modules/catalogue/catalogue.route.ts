import type { FastifyInstance } from 'fastify';
import { DEFAULT_VERSION, type CatalogueEntry, type GetCatalogueOutput } from '@parcelflow/contract';
import type { CommandRegistry } from '../../envelope/command.ts';
import { answerSchemaOf, jsonSchemaOf } from './json-schema.ts';
import { buildOpenApi } from './openapi.ts';
import { sendPublished } from './published.ts';

/** The published command catalogue (GET /api/commands): what API customers may call, with what body, and what it answers. */
export function buildCatalogue(registry: CommandRegistry): CatalogueEntry[] {
  return [...registry.values()]
    .map((def) => ({
      service: def.service,
      command: def.command,
      version: def.version ?? DEFAULT_VERSION,
      permission: def.permission,
      summary: def.summary,
      bodySchema: jsonSchemaOf(def.input, 'input'),
      answerSchema: answerSchemaOf(def),
    }))
    .sort((a, b) => a.service.localeCompare(b.service) || a.command.localeCompare(b.command));
}

export function registerCatalogueRoute(app: FastifyInstance, registry: CommandRegistry): void {
  const catalogue: GetCatalogueOutput = { commands: buildCatalogue(registry) };
  const openApi = buildOpenApi(registry);
  app.get('/api/commands', sendPublished(catalogue));
  app.get('/api/openapi.json', sendPublished(openApi));
}
