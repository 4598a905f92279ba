/**
 * `react` in the captain's build (vite.captain.config.ts, decision 081): Preact's compat layer and the four
 * things of React 19 it lacks that this app's libraries use. Mantine 9 reads contexts with `use`, keeps
 * callbacks with `useEffectEvent`, wraps kept-mounted tabs in `Activity` and takes `ref` as a prop; the
 * app's message catalog suspends with `use(promise)`. Nothing else of React 19 is used on the captain's
 * pages (the build warns on any other missing import; the captain's Playwright journeys run on it).
 */
import { options, type VNode } from 'preact';
import compat, {
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type Context,
  type ReactNode,
} from 'preact/compat';

// @ts-expect-error -- preact/compat's types are one `export =` namespace; its ES module, which the build
// resolves, has the named exports re-exported here.
export * from 'preact/compat';

type Tracked<T> = PromiseLike<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** React 19's `use`: a context's value, or a promise's (the component suspends until it settles). */
export function use<T>(usable: Context<T> | PromiseLike<T>): T {
  // A context takes one hook slot (Preact's useContext): Mantine calls `use` at the top of its hooks and
  // components; the app calls it only with a promise, which takes none.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` may be called conditionally, as React's
  if (!('then' in usable)) return useContext(usable);
  const promise = usable as Tracked<T>;
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  if (promise.status === undefined) {
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
  }
  // Preact's Suspense (compat) waits for a thrown promise, as React's does.
  throw promise;
}

/** React 19.2's `useEffectEvent`: a function that always calls the latest one given, for effects. */
export function useEffectEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latestRef = useRef(fn);
  useLayoutEffect(() => {
    latestRef.current = fn;
  });
  return useCallback((...args: A) => latestRef.current(...args), []);
}

/** React 19's `Activity`: here hidden content is unmounted (Mantine uses it for kept-mounted tabs only). */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : children;
}

/**
 * React 19 gives a function component its `ref` as a prop (Mantine 9 has no forwardRef); Preact 10 keeps
 * it on the element. It is moved to the props before the component renders, as Preact 11 does, and the
 * version says 19 (compat says 18.3.1): Mantine's targets (Popover, Combobox, Tooltip) read a child's ref
 * from its props on 19, from the element on 18. A ref on an HTML element stays on the element.
 */
export const version = '19.2.0';

type Element = VNode<Record<string, unknown>> & { ref?: unknown };
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const element = vnode as Element;
  const type: unknown = element.type;
  if (typeof type === 'function' && !('render' in (type.prototype ?? {})) && element.ref) {
    element.props.ref = element.ref;
    element.ref = undefined;
  }
  previousVnode?.(vnode);
};

// `import React from 'react'` (React Router, react-hook-form, Mantine's getRefProp) reads this object.
// eslint-disable-next-line no-restricted-syntax -- React's default export, which these libraries import
export default { ...compat, use, useEffectEvent, Activity, version };
