/**
 * Turns a core component into a custom element: its own open shadow root with its own styles (a
 * <style> carrying the page's CSP nonce), rendered with preact/compat, re-rendered when an
 * attribute changes, unmounted when the element leaves the page (a move within the page keeps
 * its state), and announced with `clinic:ready`.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShadowPartsContext } from '../src/parts/shadow-parts';
import { emitWidgetEvent, type WidgetEventName, type WidgetName } from './widget-events';

export interface WidgetHost {
  element: HTMLElement;
  instance: string;
  attr: (name: string) => string | null;
  emit: (name: Exclude<WidgetEventName, 'clinic:ready'>) => void;
  /** for widgets that load their content: announces `clinic:ready` (once per mount) */
  ready: () => void;
}

export interface WidgetSpec {
  tag: string;
  widget: WidgetName;
  css: string;
  attributes: readonly string[];
  /** also re-render when the element's own children change (inline content) */
  watchChildren?: boolean;
  /** the widget calls host.ready() itself once its content is on screen */
  readyWhenContentShown?: boolean;
  render: (host: WidgetHost) => ReactNode;
}

export interface WidgetEnvironment {
  nonceFor: (element: HTMLElement) => string;
  /** runs before each element renders for the first time (API base, toast styles…) */
  beforeMount: (element: HTMLElement) => void;
}

const counters = new Map<WidgetName, number>();

function nextInstance(widget: WidgetName): string {
  const n = (counters.get(widget) ?? 0) + 1;
  counters.set(widget, n);
  return `${widget}-${n}`;
}

export function defineWidget(spec: WidgetSpec, env: WidgetEnvironment): void {
  if (customElements.get(spec.tag)) return;

  class ClinicWidgetElement extends HTMLElement {
    static get observedAttributes(): readonly string[] {
      return spec.attributes;
    }

    private root: ReturnType<typeof createRoot> | undefined;
    private observer: MutationObserver | undefined;
    private instanceId = '';
    private announced = false;

    connectedCallback(): void {
      if (this.root) return; // moved within the page: keep the form as it is
      env.beforeMount(this);
      this.instanceId = this.id || this.instanceId || nextInstance(spec.widget);
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      const nonce = env.nonceFor(this);
      if (nonce) style.setAttribute('nonce', nonce);
      style.textContent = spec.css;
      const mount = document.createElement('div');
      mount.className = 'clinic-root';
      mount.setAttribute('part', 'root');
      shadow.replaceChildren(style, mount);
      this.root = createRoot(mount);
      this.announced = false;
      this.update();
      if (spec.watchChildren) {
        this.observer = new MutationObserver(() => this.update());
        this.observer.observe(this, { childList: true, subtree: true, characterData: true });
      }
      if (!spec.readyWhenContentShown) this.announceReady();
    }

    private announceReady(): void {
      if (this.announced || !this.root) return;
      this.announced = true;
      emitWidgetEvent(this, 'clinic:ready', { widget: spec.widget, instance: this.instanceId });
    }

    disconnectedCallback(): void {
      // a move is a disconnect followed at once by a connect: only clean up if it stays out
      queueMicrotask(() => {
        if (this.isConnected || !this.root) return;
        this.observer?.disconnect();
        this.observer = undefined;
        this.root.unmount();
        this.root = undefined;
        this.shadowRoot?.replaceChildren();
      });
    }

    attributeChangedCallback(): void {
      if (this.root) this.update();
    }

    private update(): void {
      const host: WidgetHost = {
        element: this,
        instance: this.instanceId,
        attr: (name) => this.getAttribute(name),
        emit: (name) => emitWidgetEvent(this, name, { widget: spec.widget, instance: this.instanceId }),
        ready: () => this.announceReady(),
      };
      // inside the shadow root the core components name their ::part()s for the partner's CSS
      this.root?.render(<ShadowPartsContext.Provider value={true}>{spec.render(host)}</ShadowPartsContext.Provider>);
    }
  }

  customElements.define(spec.tag, ClinicWidgetElement);
}
