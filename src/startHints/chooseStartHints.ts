import { guessPhoneFrame } from '../frame/guessPhoneFrame';
import { detectHost } from '../hosts/detectHost';
import { withRememberedEntry } from '../signIn/tabSession';
import { readStartupParams } from '../startup';

/** Attributes of the start-hints script tag: the build writes the chunk file lists there. */
export const START_HINT_ATTRIBUTES = {
  /** One host's adapter chunks, e.g. `data-host-dingtalk`. */
  host: (host: string) => `data-host-${host.toLowerCase()}`,
  /** One frame's chunks: `data-frame-phone` or `data-frame-desktop`. */
  frame: (phone: boolean) => `data-frame-${phone ? 'phone' : 'desktop'}`,
  /** The bundle that must be in and have run before `later` is asked for (vendor). */
  after: 'data-after',
  /** Chunks the home needs once sign-in runs (the home page and its store). */
  later: 'data-later',
  /** The flag client and the micro-frontend runtime: the home draws without them. */
  runtime: 'data-runtime',
} as const;

/** A space-separated attribute value as its files. */
export const fileList = (value: string | null): string[] =>
  (value ?? '').split(' ').filter((file) => file !== '');

export interface StartHintsInput {
  /** Reads an attribute of the start-hints script tag. */
  attribute: (name: string) => string | null;
  search: string;
  userAgent: string;
  tabStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * The chunk files the shell asks for first on this page: its host's adapter and its frame,
 * guessed exactly as startChunks guesses them, so a page never preloads another host's adapter.
 */
export function chooseStartHints({
  attribute,
  search,
  userAgent,
  tabStorage,
}: StartHintsInput): string[] {
  const { params } = readStartupParams(withRememberedEntry(search, tabStorage));
  const host = detectHost({ params, userAgent, labHost: null });
  return [
    ...fileList(attribute(START_HINT_ATTRIBUTES.host(host))),
    ...fileList(attribute(START_HINT_ATTRIBUTES.frame(guessPhoneFrame(host, userAgent)))),
  ];
}
