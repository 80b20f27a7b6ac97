/** One published command of GET /api/commands: what API customers may call and with what body. */
export type CatalogueEntry = {
  service: string;
  command: string;
  version: string;
  /** 'public', 'session' or the function key the caller's position must grant as usable. */
  permission: string;
  summary: string;
  /** JSON Schema of the body (the command's input). */
  bodySchema: unknown;
  /** JSON Schema of the answer's body (the command's output); a download answers binary, a command not yet declared any JSON. */
  answerSchema: unknown;
};

export type GetCatalogueOutput = { commands: CatalogueEntry[] };
