/** @glidejs/glide ships no types; this is the part of its API the carousels use. */
declare module '@glidejs/glide' {
  export interface GlideOptions {
    type?: 'slider' | 'carousel';
    startAt?: number;
    perView?: number;
    focusAt?: number | 'center';
    gap?: number;
    autoplay?: number | false;
    keyboard?: boolean;
    bound?: boolean;
    rewind?: boolean;
    swipeThreshold?: number | false;
    dragThreshold?: number | false;
    perTouch?: number | false;
    animationDuration?: number;
    animationTimingFunc?: string;
    breakpoints?: Record<number, Partial<GlideOptions>>;
  }

  export default class Glide {
    constructor(selector: string | HTMLElement, options?: GlideOptions);
    index: number;
    settings: GlideOptions;
    mount(extensions?: Record<string, unknown>): this;
    destroy(): this;
    go(pattern: string): this;
    update(settings?: Partial<GlideOptions>): this;
    on(event: string | string[], handler: (...args: unknown[]) => void): this;
  }
}
