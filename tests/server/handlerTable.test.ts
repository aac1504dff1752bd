import { describe, expect, it } from 'vitest';
import { calls, handlers } from '../../server/handlers';
import { notOffered } from '../../server/handlers/notOffered';
import { callTable, type HandlerTable } from '../../server/handlers/types';
import { type EndpointName, endpointNames } from '../../src/api/contract/map';

/*
 * The handler table covers the contract: every call has a handler or a reason for not being offered, never both.
 * The `@ts-expect-error` lines are the compile-time half: `npx tsc --noEmit -p .` fails if any of them compiles,
 * that is, if a table with a call left out, handled twice or named wrongly were accepted. Each also runs, and the
 * same check refuses it at run time, for a table that reached the router through a cast.
 */

const { appConfig: _served, ...withoutAppConfig } = handlers;

describe('the handler table', () => {
  it('gives every contract call a handler or a reason for not offering it, never both', () => {
    const handled = endpointNames.filter((name) => typeof calls.handlers[name] === 'function');
    const declared = endpointNames.filter((name) => typeof calls.notOffered[name] === 'string');
    expect(handled.filter((name) => declared.includes(name))).toEqual([]);
    expect(endpointNames.filter((name) => !handled.includes(name) && !declared.includes(name))).toEqual([]);
    expect(handled.length + declared.length).toBe(endpointNames.length);
  });

  it('offers every contract call: the reference server declares none not offered', () => {
    expect(Object.keys(notOffered)).toEqual([]);
    expect(endpointNames.filter((name) => typeof calls.handlers[name] !== 'function')).toEqual([]);
  });

  it('names only contract calls, and gives each call not offered a sentence an integrator can read', () => {
    const contract = new Set<string>(endpointNames);
    expect(Object.keys(handlers).filter((name) => !contract.has(name))).toEqual([]);
    expect(Object.keys(notOffered).filter((name) => !contract.has(name))).toEqual([]);
    for (const reason of Object.values(notOffered)) expect(reason).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('does not compile, and is refused at run time, with a call that has no handler and no reason', () => {
    // @ts-expect-error appConfig has neither a handler nor a reason.
    expect(() => callTable(notOffered, withoutAppConfig)).toThrow('appConfig has no handler');
    // @ts-expect-error the annotated table misses appConfig.
    const annotated: HandlerTable<keyof typeof notOffered> = withoutAppConfig;
    expect(Object.hasOwn(annotated, 'appConfig')).toBe(false);
  });

  it('does not compile, and is refused at run time, with a call both handled and declared not offered', () => {
    const both = { ...notOffered, appConfig: 'Declared here while its handler stays in the table.' };
    // @ts-expect-error appConfig's slot takes only `never` once the call is declared not offered.
    expect(() => callTable(both, handlers)).toThrow('appConfig has a handler and is declared not offered');
  });

  it('does not compile, and is refused at run time, with a reason for a call the contract does not have', () => {
    const unknown = { ...notOffered, noSuchCall: 'The contract has no such call.' };
    // @ts-expect-error noSuchCall is not a contract call.
    expect(() => callTable(unknown, handlers)).toThrow('noSuchCall is not a contract call');
  });

  it('is refused at run time with an empty reason', () => {
    const silent = { ...notOffered, appConfig: ' ' };
    expect(() => callTable(silent, withoutAppConfig)).toThrow('appConfig is declared not offered without a reason');
  });

  it('compiles and answers the same calls when a handled call is moved to not offered with its reason', () => {
    const moved = callTable(
      { ...notOffered, appConfig: 'A server without a catalogue to configure.' },
      withoutAppConfig,
    );
    const name: EndpointName = 'appConfig';
    expect(moved.handlers[name]).toBeUndefined();
    expect(moved.notOffered[name]).toBe('A server without a catalogue to configure.');
  });
});
