import { describe, expect, it } from 'vitest';
import { allDeclarations, commandKey } from '@parcelflow/contract';
import { allCommands } from './commands.ts';

const keyOf = (def: { service: string; command: string; version?: string }) => commandKey(def.service, def.command, def.version);
const declared = new Map(allDeclarations.map((declaration) => [keyOf(declaration), declaration]));
const implemented = new Map(allCommands.map((def) => [keyOf(def), def]));

describe('contract declarations and server implementations', () => {
  it('declares each command once', () => {
    expect(declared.size).toBe(allDeclarations.length);
  });

  it('has a server implementation for every declared command', () => {
    expect([...declared.keys()].filter((key) => !implemented.has(key))).toEqual([]);
  });

  it('has a declaration for every command the server implements, with the same schemas and permission', () => {
    const undeclared = [...implemented.keys()].filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
    const drifted = [...implemented].filter(([key, def]) => {
      const declaration = declared.get(key);
      return declaration && (def.input !== declaration.input || def.output !== declaration.output || def.permission !== declaration.permission);
    });
    expect(drifted.map(([key]) => key)).toEqual([]);
  });
});
