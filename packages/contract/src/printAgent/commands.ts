import { z } from 'zod';
import { declareCommand, emptyInput } from '../command.ts';

/**
 * getPosPrintConfig (screens-protocol.md 7): what the web needs to find, sign for and update the print agent.
 * apiuri and fileUrl are paths on the web's own origin (the server cannot know the address a proxy shows it under).
 */
export const posPrintConfig = z.object({
  apiuri: z.string(),
  /** The company's number. */
  appId: z.string(),
  appKey: z.string(),
  appSecret: z.string(),
  fileUrl: z.string(),
  version: z.string(),
});
export type PosPrintConfig = z.infer<typeof posPrintConfig>;

export const getPosPrintConfig = declareCommand({
  service: 'main', command: 'getPosPrintConfig', permission: 'session', input: emptyInput, output: posPrintConfig,
  summary: "The print agent's settings for the caller's carrier: the company's key and secret the agent checks (made on the first call), the agent's download link and current version.",
});

export const renewPrintAgentKeys = declareCommand({
  service: 'main', command: 'renewPrintAgentKeys', permission: 'printTemplate.edit', input: emptyInput, output: posPrintConfig,
  summary: "Replace the company's print agent key and secret (when the secret leaked); every agent must be started again with the new pair.",
});

export const printAgentDeclarations = [getPosPrintConfig, renewPrintAgentKeys];
