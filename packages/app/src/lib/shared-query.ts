/**
 * One source per server question the shell and its screens share (the to-do
 * list the home shows and the header badge counts, the notifications...): a
 * question (path + body, in the current language) is asked once however many
 * parts want it at the same moment, its answer is kept while someone shows it,
 * and a hub message (`pending`, `notification`) asks it again once for all of
 * them instead of once per part.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Envelope } from '@srm/domain/errors.ts';
import { api } from './api.ts';
import { useLang } from './i18n.ts';
import { onRealtime, type RealtimeKind } from './realtime.ts';
import { getLang, getSession, subscribe as onSessionChange } from './session.ts';

export interface Question {
  path: string;
  body: unknown;
  /** Hub messages after which the answer is out of date. */
  reloadOn: readonly RealtimeKind[];
}

export interface SharedAnswer<T> {
  envelope?: Envelope<T>;
  error?: unknown;
}

interface Entry {
  question: Question;
  answer: SharedAnswer<unknown>;
  inFlight?: Promise<Envelope<unknown>>;
  /** Out of date while a request was on its way: its answer may predate the change. */
  askAgain: boolean;
  /** Out of date with no one showing it: the next reader asks again. */
  stale: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
// The responsibility is part of the question: its grants decide what the server answers.
const keyOf = (q: Question) => `${getLang()} ${getSession()?.respId ?? ''} ${q.path} ${JSON.stringify(q.body)}`;

function entryOf(q: Question): Entry {
  const key = keyOf(q);
  let e = entries.get(key);
  if (!e) entries.set(key, (e = { question: q, answer: {}, askAgain: false, stale: true, listeners: new Set() }));
  return e;
}

function load(e: Entry): Promise<Envelope<unknown>> {
  if (e.inFlight !== undefined) return e.inFlight;
  const request = api.post(e.question.path, e.question.body);
  e.inFlight = request;
  e.stale = false;
  const settle = (answer: SharedAnswer<unknown>) => {
    e.inFlight = undefined;
    e.answer = answer;
    e.listeners.forEach((l) => l());
    if (e.askAgain) {
      e.askAgain = false;
      void load(e).catch(() => undefined);
    }
  };
  request.then(
    (envelope) => settle({ envelope }),
    (error: unknown) => {
      // The last answer stays on screen with the error beside it; the next reader asks again.
      e.stale = true;
      settle({ ...e.answer, error });
    },
  );
  return request;
}

/** The answer to `q`: the one being fetched, the one kept, or a fresh one. */
export function ask<T>(q: Question): Promise<Envelope<T>> {
  const e = entryOf(q);
  if (e.inFlight === undefined && !e.stale && e.answer.envelope) return Promise.resolve(e.answer.envelope as Envelope<T>);
  return load(e) as Promise<Envelope<T>>;
}

/** Marks the answers of `kind` out of date; those someone shows are asked again, once each. */
export function invalidate(kind: RealtimeKind): void {
  for (const e of entries.values()) {
    if (!e.question.reloadOn.includes(kind)) continue;
    if (e.inFlight !== undefined) e.askAgain = true;
    else if (e.listeners.size) void load(e).catch(() => undefined);
    else e.stale = true;
  }
}

/** Asks `q` again now (this page changed what it answers), for whoever shows it. */
export function refresh(q: Question): void {
  const e = entryOf(q);
  if (e.inFlight !== undefined) e.askAgain = true;
  else void load(e).catch(() => undefined);
}

onRealtime(invalidate);
// Another user (or none) signed in: nothing kept belongs to them.
let token = getSession()?.token;
onSessionChange(() => {
  if (getSession()?.token === token) return;
  token = getSession()?.token;
  entries.clear();
});

const NOTHING: SharedAnswer<never> = {};

/**
 * The answer to `q` for a component, re-rendering when it changes; `q` null asks
 * nothing (a part not shown yet). The question is compared by its content.
 */
export function useShared<T>(q: Question | null): SharedAnswer<T> {
  // A language change is a new question: the server names things in the reader's language.
  useLang();
  const key = q ? keyOf(q) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the question's content; a new object with the same content is the same question.
  const entry = useMemo(() => (q ? entryOf(q) : null), [key]);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!entry) return () => undefined;
      entry.listeners.add(changed);
      return () => entry.listeners.delete(changed);
    },
    [entry],
  );
  const answer = useSyncExternalStore(subscribe, () => (entry ? entry.answer : NOTHING));
  useEffect(() => {
    if (entry && (entry.stale || (!entry.answer.envelope && entry.inFlight === undefined))) void ask(entry.question).catch(() => undefined);
  }, [entry]);
  return answer as SharedAnswer<T>;
}
