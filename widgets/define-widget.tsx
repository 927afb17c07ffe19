/**
 * Turns a core component into a custom element: its own open shadow root with its own styles (a
 * <style> carrying the page's CSP nonce), rendered with preact/compat, re-rendered when any of its
 * attributes changes, unmounted when the element leaves the page (a move within the page keeps
 * its state), and announced with `clinic:ready`. Its language is its own `lang` attribute, else the
 * page's `<html lang>`: Spanish loads the Spanish words (an on-demand part) before the widget shows,
 * and a changed `lang` switches the widget in place, keeping what the visitor typed.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShadowPartsContext } from '../src/parts/shadow-parts';
import { getApiBase } from '../src/api/http-client';
import { CoreCopyProvider } from '../src/i18n/core-copy-context';
import { localeFromLang, type Locale } from '../src/i18n/locale';
import { coreCopyNow, loadCoreCopy } from './on-demand/load-core-copy';
import { emitWidgetEvent, type WidgetEventDetail, type WidgetEventName, type WidgetName } from './widget-events';
import { autoInstanceName, releaseInstanceName } from './instance-name';

export interface WidgetHost {
  element: HTMLElement;
  /** the element's id, or its automatic name (see instance-name.ts) */
  instance: string;
  /** the clinic's server the widget talks to */
  apiBase: string;
  attr: (name: string) => string | null;
  /** `more`: what <clinic-booking> adds to `clinic:success` for a booked time (never personal data) */
  emit: (name: Exclude<WidgetEventName, 'clinic:ready'>, more?: Pick<WidgetEventDetail, 'appointmentType' | 'appointmentStart'>) => void;
  /** for widgets that load their content: announces `clinic:ready` (once per mount) */
  ready: () => void;
  /** adds the styles of a part loaded on demand to the widget's own <style> */
  addStyles: (css: string) => void;
}

export interface WidgetSpec {
  tag: string;
  widget: WidgetName;
  css: string;
  /** the element's own attributes; api-base, nonce and id are observed for every widget */
  attributes: readonly string[];
  /** also re-render when the element's own children change (inline content) */
  watchChildren?: boolean;
  /** the widget calls host.ready() itself once its content is on screen */
  readyWhenContentShown?: boolean;
  render: (host: WidgetHost) => ReactNode;
}

export interface WidgetEnvironment {
  nonceFor: (element: HTMLElement) => string;
  /** runs before an element renders for the first time, and when its api-base or nonce changes */
  configure: (element: HTMLElement, spec: WidgetSpec) => void;
}

const COMMON_ATTRIBUTES = ['api-base', 'nonce', 'id', 'lang'];

export function defineWidget(spec: WidgetSpec, env: WidgetEnvironment): void {
  if (customElements.get(spec.tag)) return;

  class ClinicWidgetElement extends HTMLElement {
    static get observedAttributes(): readonly string[] {
      return [...COMMON_ATTRIBUTES, ...spec.attributes];
    }

    // declared, not initialised: under the bundle's es2020 target an initialised class field
    // costs a defineProperty helper in every partner page's script; unset reads as '' / false
    private declare root: ReturnType<typeof createRoot> | undefined;
    private declare sheet: HTMLStyleElement | undefined;
    private declare observer: MutationObserver | undefined;
    private declare autoName: string | undefined;
    private declare announced: boolean | undefined;

    /** the id, else a name from the element's place, taken when first needed and kept while mounted */
    private get instance(): string {
      if (this.id) return this.id;
      this.autoName ||= autoInstanceName(this, spec.tag, spec.widget);
      return this.autoName;
    }

    connectedCallback(): void {
      if (!this.root) this.mount(); // else moved within the page: keep the form as it is
    }

    private mount(): void {
      env.configure(this, spec);
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      const nonce = env.nonceFor(this);
      if (nonce) style.setAttribute('nonce', nonce);
      style.textContent = spec.css;
      this.sheet = style;
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
    }

    private unmount(): void {
      if (!this.root) return;
      this.observer?.disconnect();
      this.observer = undefined;
      this.root.unmount();
      this.root = undefined;
      this.sheet = undefined;
      this.shadowRoot?.replaceChildren();
      releaseInstanceName(this, this.autoName ?? '');
      this.autoName = '';
    }

    private announceReady(): void {
      if (this.announced || !this.root) return;
      this.announced = true;
      const root = this.root;
      // Not from inside connectedCallback: the element may be being inserted by a framework's commit
      // (React would see a state update in the middle of it), and a page that adds its listener
      // right after inserting the element should still hear it.
      queueMicrotask(() => {
        if (this.root === root) emitWidgetEvent(this, 'clinic:ready', { widget: spec.widget, instance: this.instance, language: this.locale() });
      });
    }

    disconnectedCallback(): void {
      // a move is a disconnect followed at once by a connect: only clean up if it stays out
      queueMicrotask(() => {
        if (!this.isConnected) this.unmount();
      });
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null): void {
      if (!this.root || before === after) return;
      if (name === 'api-base') {
        // another clinic server: start afresh, so the form's time stamp comes from the new server too
        this.unmount();
        this.mount();
        return;
      }
      if (name === 'nonce') {
        env.configure(this, spec);
        const nonce = env.nonceFor(this);
        if (nonce) this.sheet?.setAttribute('nonce', nonce);
        return;
      }
      this.update();
    }

    private locale(): Locale {
      return localeFromLang(this.getAttribute('lang') ?? document.documentElement.lang);
    }

    private update(): void {
      const locale = this.locale();
      const copy = coreCopyNow(locale);
      if (!copy) {
        // nothing, rather than English for a moment: the widget shows once its words are here
        void loadCoreCopy(locale).then(() => this.update());
        return;
      }
      // read now: an answer may arrive after the element has left the page and given up its automatic name
      const instance = this.instance;
      const host: WidgetHost = {
        element: this,
        instance,
        apiBase: getApiBase(),
        attr: (name) => this.getAttribute(name),
        emit: (name, more) => emitWidgetEvent(this, name, { widget: spec.widget, instance, language: locale, ...more }),
        ready: () => this.announceReady(),
        addStyles: (css) => {
          if (this.sheet && !this.sheet.textContent?.includes(css)) this.sheet.textContent += css;
        },
      };
      // inside the shadow root the core components name their ::part()s for the partner's CSS
      this.root?.render(
        <ShadowPartsContext.Provider value={true}>
          <CoreCopyProvider value={copy}>{spec.render(host)}</CoreCopyProvider>
        </ShadowPartsContext.Provider>,
      );
      if (!spec.readyWhenContentShown) this.announceReady();
    }
  }

  customElements.define(spec.tag, ClinicWidgetElement);
}
