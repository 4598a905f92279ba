import { createContext, createRef, h, type ComponentChild, type Ref } from 'preact';
import { render, Suspense, useEffect, useState } from 'preact/compat';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import React, { use, useEffectEvent } from './react-on-preact';

/** The captain's build runs on Preact through this module (decision 081): React 19's parts it adds. */
let root: HTMLDivElement;
const mount = async (element: ComponentChild) => {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => void render(element, root));
};

afterEach(() => {
  render(null, root);
  root.remove();
});

describe('React 19 on Preact (the captain build)', () => {
  it('gives a function component its ref as a prop, as Mantine 9 expects', async () => {
    const Field = ({ ref }: { ref?: Ref<HTMLInputElement> }) => h('input', { ref });
    const ref = createRef<HTMLInputElement>();
    await mount(h(Field, { ref }));
    expect(ref.current).toBe(root.querySelector('input'));
    expect(React.version.startsWith('19.')).toBe(true);
  });

  it('reads a context with use()', async () => {
    const Direction = createContext('ltr');
    const Show = () => h('p', null, use(Direction));
    await mount(h(Direction.Provider, { value: 'rtl' }, h(Show, null)));
    expect(root.textContent).toBe('rtl');
  });

  it('suspends on a pending promise with use() and shows its value once it settles', async () => {
    let settle!: (text: string) => void;
    const texts = new Promise<string>((resolve) => (settle = resolve));
    const Show = () => h('p', null, use(texts));
    await mount(h(Suspense, { fallback: h('span', null, 'loading') }, h(Show, null)));
    expect(root.textContent).toBe('loading');
    await act(async () => {
      settle('ready');
      await texts;
    });
    expect(root.textContent).toBe('ready');
  });

  it("gives an effect's listener the latest render's values through useEffectEvent", async () => {
    const calls: number[] = [];
    const bell = new EventTarget();
    let bump!: () => void;
    const Counter = () => {
      const [count, setCount] = useState(0);
      const onRing = useEffectEvent(() => calls.push(count));
      // Subscribed once: without useEffectEvent the listener would keep the first render's count.
      useEffect(() => {
        const listener = () => onRing();
        bell.addEventListener('ring', listener);
        return () => bell.removeEventListener('ring', listener);
      }, []);
      bump = () => setCount((n) => n + 1);
      return null;
    };
    await mount(h(Counter, null));
    await act(() => bump());
    bell.dispatchEvent(new Event('ring'));
    expect(calls).toEqual([1]);
  });
});
