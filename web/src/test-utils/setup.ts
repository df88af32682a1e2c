// Jest (jsdom) setup of the web project: the browser APIs jsdom lacks, jest-dom matchers, and a clean
// slate (toasts, fetch mock) after every test; each render has its own Apollo client and cache.
import '@testing-library/jest-dom';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazily loaded routes can take longer than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 3000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { ResizeObserver: ResizeObserverStub });

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom has no Request (Node's is not in its window), and react-router's data router makes one for every
// navigation, for route loaders and actions. The app's routes have none, so the address, the method and the
// abort signal are all that is read of it.
if (!('Request' in globalThis)) {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}

// jsdom has no FontFaceSet, and Mantine's autosize Textarea (the admin dialogs, the support chat) listens on
// document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

afterEach(() => {
  cleanup();
  notifications.clean();
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

// Screens with dialogs and several user-event steps take a few seconds on a busy 2-core machine: give each
// test room beyond jest's 5 s (a project-level testTimeout is ignored in this set-up).
jest.setTimeout(20000);
