/**
 * What each kind of role does to the sentence being read: one handler per kind, grouped by
 * what they read. Every kind a rule may emit (EMITS in grammar/load.ts) has a handler here;
 * test/grammar.test.ts keeps the two in step.
 */
import type { Handler } from './handler.js';
import { readReplace, readRename, readRemove } from './changes.js';
import { readSource, readEither, readWhich, readThere, readThereAfterEvent, readGlobal } from './scope.js';
import { readAddControl, readChildOf, readDeclare, readInitial, readStates } from './declarations.js';
import { readEntry } from './entry-exit.js';
import { readInvoke } from './invoke.js';
import { readDwell, readDelay, readWindow } from './delays.js';
import { readGuard, readPermit, readWhichCase, readQuestion, readFallback, readNegatedBranch, readStay, readAlways, readClause, readThen } from './conditions.js';
import { readMove, readTarget, readDirection, readStateVerb } from './moves.js';
import { readEvent, readSubject, readPassiveEvent, readPassiveAction, readAction } from './events.js';

export const HANDLERS: Record<string, Handler> = {
  'replace': readReplace,
  'rename': readRename,
  'remove': readRemove,
  'move': readMove,
  'source': readSource,
  'weak-source': readSource,
  'either': readEither,
  'which': readWhich,
  'there': readThere,
  'there-here': readThereAfterEvent,
  'global': readGlobal,
  'initial': readInitial,
  'declare': readDeclare,
  'add-control': readAddControl,
  'states': readStates,
  'sequence': readStates,
  'children': readStates,
  'child-of': readChildOf,
  'entry': readEntry,
  'exit': readEntry,
  'invoke': readInvoke,
  'invoke-verb': readInvoke,
  'dwell': readDwell,
  'delay': readDelay,
  'timeout': readDelay,
  'window': readWindow,
  'every': readDelay,
  'guard': readGuard,
  'guard-not': readGuard,
  'permit': readPermit,
  'which-case': readWhichCase,
  'question': readQuestion,
  'fallback': readFallback,
  'fallback-not': readNegatedBranch,
  'either-way': readFallback,
  'stay': readStay,
  'always': readAlways,
  'clause': readClause,
  'target': readTarget,
  'enter': readTarget,
  'direction': readDirection,
  'state-verb': readStateVerb,
  'event': readEvent,
  'subject': readSubject,
  'passive-event': readPassiveEvent,
  'passive-action': readPassiveAction,
  'action': readAction,
  'then': readThen,
};
